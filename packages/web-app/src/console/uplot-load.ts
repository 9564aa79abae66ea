/**
 * uPlot in a box: the library and its stylesheet loaded on demand (the sign-in page never carries them, and
 * the overview's sparklines and the metric page's chart share one download), the plot following the box's
 * width, and destroyed when the box goes or its options or data change (StrictMode mounts twice).
 */
import { type RefObject, useEffect } from 'react';
import type uPlot from 'uplot';

const loadUPlot = (): Promise<typeof uPlot> =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

/**
 * Draws `data` with `options(width)` in `box`. jsdom (the unit tests) has no canvas, ResizeObserver nor
 * matchMedia: nothing is drawn there, and the pages write every figure out in words anyway.
 */
export function useUPlot(
  box: RefObject<HTMLDivElement | null>,
  options: (el: HTMLElement) => Omit<uPlot.Options, 'width' | 'height'>,
  data: uPlot.AlignedData,
  height: number,
): void {
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
    let gone = false;
    let stop = () => {};
    void loadUPlot().then((UPlot) => {
      if (gone) return;
      const width = () => el.clientWidth || 160;
      const plot = new UPlot({ ...options(el), width: width(), height }, data, el);
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
  }, [box, options, data, height]);
}
