/**
 * A metric's line over the range, drawn by uPlot (canvas, no dependencies), loaded on demand so the
 * sign-in page never carries it. The chart is decoration for sighted readers: it is aria-hidden and the
 * card around it says the figure in words. uPlot is destroyed when the card goes or its data changes, and
 * follows the card's width through a ResizeObserver.
 */
import { useEffect, useRef } from 'react';

export function Sparkline({ data, height = 40 }: { data: [number[], (number | null)[]]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    // jsdom (the unit tests) has no canvas nor matchMedia: the figure is still written by the card.
    if (!el || typeof ResizeObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
    let gone = false;
    let stop = () => {};
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      const width = () => el.clientWidth || 160;
      const plot = new UPlot(
        {
          width: width(),
          height,
          legend: { show: false },
          cursor: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          axes: [{ show: false }, { show: false }],
          scales: { x: { time: true } },
          series: [{}, { stroke: '#58a6ff', width: 1.5, fill: '#58a6ff22', spanGaps: false }],
        },
        data,
        el,
      );
      const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
      resize.observe(el);
      stop = () => {
        resize.disconnect();
        plot.destroy();
      };
    });
    return () => {
      gone = true;
      stop();
    };
  }, [data, height]);
  return <div ref={box} className="qoe-spark" aria-hidden="true" />;
}
