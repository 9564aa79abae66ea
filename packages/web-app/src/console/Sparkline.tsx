/**
 * A metric's line over the range, drawn by uPlot (canvas, no dependencies). The chart is decoration for
 * sighted readers: it is aria-hidden and the card around it says the figure in words.
 */
import { useCallback, useRef } from 'react';
import type uPlot from 'uplot';
import { useUPlot } from './uplot-load';

export function Sparkline({ data, height = 40 }: { data: [number[], (number | null)[]]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const options = useCallback(
    (): Omit<uPlot.Options, 'width' | 'height'> => ({
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      axes: [{ show: false }, { show: false }],
      scales: { x: { time: true } },
      series: [{}, { stroke: '#58a6ff', width: 1.5, fill: '#58a6ff22', spanGaps: false }],
    }),
    [],
  );
  useUPlot(box, options, data, height);
  return <div ref={box} className="qoe-spark" aria-hidden="true" />;
}
