/**
 * Why (issue 38 item 5, Lighthouse's LCP): the channel page's largest content is its channel name (the h1 under
 * the stage), and it was drawn in the same React pass as everything around it — on a phone the channel list under
 * the channel dialog, the dialog's programme guide — so the name's paint waited for the longest task of the page's
 * first render, and Lighthouse's simulated LCP counts every task and request before that paint. What the viewer
 * came for (the name, the stage) is committed and painted first; what is below it or hidden under the dialog
 * renders in the next pass, as a transition, once the browser has painted.
 *
 * Once per document: after the first page has painted, a later page (a zap, an in-app link) renders whole at once.
 */
import { startTransition, useEffect, useState } from 'react';

let painted = false;

export interface PaintScheduler {
  /** Runs `run` just before the browser's next paint (requestAnimationFrame). */
  beforePaint(run: () => void): void;
  /** Runs `run` in a later task (setTimeout 0): after a frame asked before it has been painted. */
  later(run: () => void): void;
}

const browserScheduler: PaintScheduler = {
  beforePaint: (run) => requestAnimationFrame(() => run()),
  later: (run) => setTimeout(run, 0),
};

/** Calls `done` once the frame after this call has been painted (a frame's callback, then the task after it). */
export function afterNextPaint(done: () => void, scheduler: PaintScheduler = browserScheduler): void {
  scheduler.beforePaint(() => scheduler.later(done));
}

/**
 * False on the document's first page until its first commit has been painted, then true (and true at once on
 * every later mount). `scheduler` is for tests.
 */
export function useAfterPaint(scheduler: PaintScheduler = browserScheduler): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    afterNextPaint(() => {
      painted = true;
      if (live) startTransition(() => setReady(true));
    }, scheduler);
    return () => {
      live = false;
    };
  }, [ready, scheduler]);
  return ready;
}
