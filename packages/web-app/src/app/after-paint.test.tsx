import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaintScheduler } from './after-paint';

/** The module anew for each test: whether the document has painted is kept per module, as per document. */
let paint: typeof import('./after-paint');
beforeEach(async () => {
  vi.resetModules();
  paint = await import('./after-paint');
});

/** A scheduler the test steps by hand: the frame's callbacks, then the tasks after it. */
function manualScheduler() {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const scheduler: PaintScheduler = {
    beforePaint: (run) => frames.push(run),
    later: (run) => tasks.push(run),
  };
  const drain = (queue: Array<() => void>) => {
    for (const run of queue.splice(0)) run();
  };
  return { scheduler, frames, tasks, paintFrame: () => drain(frames), runTasks: () => drain(tasks) };
}

function Page({ scheduler }: { scheduler: PaintScheduler }) {
  const painted = paint.useAfterPaint(scheduler);
  return (
    <>
      <h1>OnAir One</h1>
      {painted && <p>guide</p>}
    </>
  );
}

describe('afterNextPaint', () => {
  it('calls back in the task after the next frame, not in the frame itself', () => {
    const clock = manualScheduler();
    let done = false;
    paint.afterNextPaint(() => {
      done = true;
    }, clock.scheduler);
    expect(clock.frames).toHaveLength(1);
    clock.paintFrame();
    expect(done).toBe(false);
    clock.runTasks();
    expect(done).toBe(true);
  });
});

describe('useAfterPaint', () => {
  it('renders the heading alone until its frame has been painted, then the rest', async () => {
    const clock = manualScheduler();
    render(<Page scheduler={clock.scheduler} />);
    expect(screen.getByRole('heading', { name: 'OnAir One' })).toBeTruthy();
    expect(screen.queryByText('guide')).toBeNull();
    act(() => clock.paintFrame());
    expect(screen.queryByText('guide')).toBeNull();
    await act(async () => clock.runTasks());
    expect(screen.getByText('guide')).toBeTruthy();
  });

  it('renders whole at once on a later page of the same document (a zap, an in-app link)', async () => {
    const clock = manualScheduler();
    const first = render(<Page scheduler={clock.scheduler} />);
    act(() => clock.paintFrame());
    await act(async () => clock.runTasks());
    first.unmount();
    const next = manualScheduler();
    render(<Page scheduler={next.scheduler} />);
    expect(screen.getByText('guide')).toBeTruthy();
    expect(next.frames).toHaveLength(0);
  });

  it('does not set state once unmounted before the paint', async () => {
    const clock = manualScheduler();
    const view = render(<Page scheduler={clock.scheduler} />);
    view.unmount();
    act(() => clock.paintFrame());
    await act(async () => clock.runTasks());
    // The document has painted: the next page renders whole.
    render(<Page scheduler={manualScheduler().scheduler} />);
    expect(screen.getByText('guide')).toBeTruthy();
  });
});
