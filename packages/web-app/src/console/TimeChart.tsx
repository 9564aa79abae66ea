/**
 * One metric over the range as a uPlot line with its axes: times on x in the console's language, the
 * metric's own units on y, the colours of the page's theme. The canvas is for sighted readers (aria-hidden);
 * the metric page gives the same points as a table.
 */
import { useCallback, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { useUPlot } from './uplot-load';

export interface TimeChartProps {
  /** Bucket starts (unix ms) and the values (null: no data, drawn as a gap). */
  points: readonly { at: number; value: number | null }[];
  /** Writes a y value with its unit. */
  formatValue: (value: number) => string;
  /** Writes an x tick (a bucket start, unix ms). */
  formatTick: (at: number) => string;
  height?: number;
}

export function TimeChart({ points, formatValue, formatTick, height = 260 }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((p) => p.at / 1000), points.map((p) => p.value)],
    [points],
  );
  const options = useCallback(
    (el: HTMLElement): Omit<uPlot.Options, 'width' | 'height'> => {
      const styles = getComputedStyle(el);
      const text = styles.getPropertyValue('--text').trim() || '#e6edf3';
      const line = styles.getPropertyValue('--line').trim() || '#2a313c';
      const axis = { stroke: text, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 } };
      return {
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          // From 0 (a rate near 0 is not drawn as a cliff), a tenth of headroom so the highest point is
          // not cut by the top edge, and a flat 0 line still has a scale.
          y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((s) => formatTick(s * 1000)) },
          { ...axis, size: 84, values: (_u, ticks) => ticks.map((v) => formatValue(v)) },
        ],
        series: [
          {},
          {
            stroke: '#58a6ff',
            width: 2,
            fill: '#58a6ff22',
            spanGaps: false,
            points: { show: true, size: 5 },
          },
        ],
      };
    },
    [formatValue, formatTick],
  );
  useUPlot(box, options, data, height);
  return <div ref={box} className="qoe-chart" style={{ minHeight: height }} aria-hidden="true" />;
}
