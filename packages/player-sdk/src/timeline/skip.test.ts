import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canPause,
  createSkipController,
  IDLE_SKIP,
  pressSkip,
  type SkipContext,
  type SkipState,
  skipTarget,
} from './skip';
import type { Programme } from './types';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;
// A past programme 2 h ago → 1 h ago, and one on air since 10 min ago.
const past: Programme = { id: 'past', timestamp: NOW_S - 7200, duration: 3600 };
const onAir: Programme = { id: 'now', timestamp: NOW_S - 600, duration: 3600 };

const stack = (presses: (1 | -1)[], origin: number) =>
  presses.reduce<SkipState>((s, d) => pressSkip(s, d, origin + 999), { ...IDLE_SKIP, originSec: origin });

describe('skip arithmetic (§4: 10 s steps, stacked, inside the item, not past now)', () => {
  it.each([
    { name: 'one forward', presses: [1], p: past, origin: NOW_S - 5000, target: NOW_S - 4990 },
    {
      name: 'three forward stack to 30 s',
      presses: [1, 1, 1],
      p: past,
      origin: NOW_S - 5000,
      target: NOW_S - 4970,
    },
    { name: 'back and forth cancel', presses: [1, -1], p: past, origin: NOW_S - 5000, target: null },
    { name: 'two back', presses: [-1, -1], p: past, origin: NOW_S - 5000, target: NOW_S - 5020 },
    {
      name: 'back past the start stops at the start',
      presses: [-1, -1, -1],
      p: past,
      origin: NOW_S - 7190,
      target: NOW_S - 7200,
    },
    {
      name: 'forward past the end stops 5 s before it',
      presses: [1, 1],
      p: past,
      origin: NOW_S - 3610,
      target: NOW_S - 3605,
    },
    {
      name: 'forward on air never passes now',
      presses: [1, 1, 1],
      p: onAir,
      origin: NOW_S - 15,
      target: NOW_S,
    },
  ] as const)('$name', ({ presses, p, origin, target }) => {
    expect(skipTarget(stack([...presses], origin), p, NOW)).toBe(target);
  });

  it('the origin is the position at the first press', () => {
    const s = pressSkip(pressSkip(IDLE_SKIP, 1, 100), 1, 150);
    expect(s).toEqual({ steps: 2, originSec: 100 });
  });
});

describe('canPause (§4: live without archive → warning_archive_no_pause)', () => {
  it.each([
    { mode: 'live', ch: { id: 1, archived_days: 0 }, ok: false },
    { mode: 'live', ch: { id: 1 }, ok: false },
    { mode: 'live', ch: { id: 1, archived_days: 3 }, ok: true },
    { mode: 'archive', ch: { id: 1, archived_days: 3 }, ok: true },
  ] as const)('$mode on $ch.archived_days days → $ok', ({ mode, ch, ok }) => {
    const verdict = canPause(mode, ch);
    expect(verdict.ok).toBe(ok);
    if (!verdict.ok) expect(verdict.key).toBe('warning_archive_no_pause');
  });
});

describe('skip controller (500 ms debounce, resume after 400 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const setup = (context: Partial<SkipContext> = {}) => {
    const apply = vi.fn();
    const resumePlay = vi.fn();
    const onPendingChange = vi.fn();
    const controller = new AbortController();
    const skip = createSkipController({
      timers: { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
      context: () => ({
        mode: 'archive',
        positionSec: NOW_S - 5000,
        programme: past,
        nowMs: Date.now(),
        ...context,
      }),
      apply,
      resumePlay,
      onPendingChange,
      signal: controller.signal,
    });
    return { skip, apply, resumePlay, onPendingChange, controller };
  };

  it('stacks presses within 500 ms into one apply, then resumes play 400 ms later', () => {
    const { skip, apply, resumePlay } = setup();
    skip.press(1);
    vi.advanceTimersByTime(499);
    skip.press(1);
    vi.advanceTimersByTime(499);
    expect(skip.press(1)).toEqual({ accepted: true, pending: { steps: 3, targetSec: NOW_S - 4970 } });
    expect(skip.pending()).toEqual({ steps: 3, targetSec: NOW_S - 4970 });
    vi.advanceTimersByTime(499);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(NOW_S - 4970);
    expect(skip.pending()).toBeNull();
    vi.advanceTimersByTime(399);
    expect(resumePlay).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(resumePlay).toHaveBeenCalledTimes(1);
  });

  it('presses 600 ms apart apply separately', () => {
    const { skip, apply } = setup();
    skip.press(1);
    vi.advanceTimersByTime(600);
    skip.press(-1);
    vi.advanceTimersByTime(600);
    expect(apply.mock.calls).toEqual([[NOW_S - 4990], [NOW_S - 5010]]);
  });

  it('is refused on live without an archive', () => {
    const { skip, apply } = setup({ mode: 'live' });
    expect(skip.press(-1)).toEqual({ accepted: false, reason: 'not_archive' });
    expect(skip.press(1)).toEqual({ accepted: false, reason: 'not_archive' });
    vi.runAllTimers();
    expect(apply).not.toHaveBeenCalled();
  });

  it('on live with an archive, steps back go into the archive and forward never passes the present', () => {
    const live = { mode: 'live' as const, positionSec: NOW_S - 8, archiveDays: 7 };
    const { skip, apply } = setup({
      ...live,
      programme: { id: 'now', timestamp: NOW_S - 600, duration: 1800 },
    });
    expect(skip.press(1)).toEqual({ accepted: false, reason: 'not_archive' });
    skip.press(-1);
    skip.press(-1);
    expect(skip.press(-1)).toEqual({ accepted: true, pending: { steps: -3, targetSec: NOW_S - 38 } });
    // Undoing a stacked step back is still a step back.
    expect(skip.press(1).accepted).toBe(true);
    vi.runAllTimers();
    expect(apply).toHaveBeenCalledWith(NOW_S - 28);
  });

  it('reports pending changes for the state and clears them after apply', () => {
    const { skip, onPendingChange } = setup();
    skip.press(1);
    skip.press(1);
    vi.runAllTimers();
    expect(onPendingChange.mock.calls.map(([p]) => p?.steps ?? null)).toEqual([1, 2, null]);
  });

  it('says the skip is done only after applying it, so that state already holds the new position', () => {
    const { skip, apply, onPendingChange } = setup();
    const order: string[] = [];
    apply.mockImplementation(() => order.push('apply'));
    onPendingChange.mockImplementation((pending) => order.push(pending ? 'pending' : 'done'));
    skip.press(1);
    vi.runAllTimers();
    expect(order).toEqual(['pending', 'apply', 'done']);
  });

  it('while the stream of the last skip loads, the next press stacks on its target, not the old position', () => {
    const { skip, apply } = setup();
    apply.mockReturnValueOnce(false); // the first skip needs a new stream
    skip.press(-1);
    vi.advanceTimersByTime(600);
    skip.press(-1);
    vi.advanceTimersByTime(600);
    skip.landed(); // that stream is in: back to the position the context reports
    skip.press(-1);
    vi.advanceTimersByTime(600);
    expect(apply.mock.calls).toEqual([[NOW_S - 5010], [NOW_S - 5020], [NOW_S - 5010]]);
  });

  it('abort cancels a pending skip and its resume', () => {
    const { skip, apply, resumePlay, controller } = setup();
    skip.press(1);
    controller.abort();
    vi.runAllTimers();
    expect(apply).not.toHaveBeenCalled();
    expect(resumePlay).not.toHaveBeenCalled();
    expect(skip.press(1).accepted).toBe(false);
  });

  it('a new press during the resume wait cancels that resume', () => {
    const { skip, resumePlay, apply } = setup();
    skip.press(1);
    vi.advanceTimersByTime(700);
    skip.press(1);
    vi.advanceTimersByTime(450); // t=1150: the first resume (due at 900) never ran
    expect(resumePlay).not.toHaveBeenCalled();
    vi.advanceTimersByTime(450); // t=1600: second apply at 1200 + 400
    expect(apply).toHaveBeenCalledTimes(2);
    expect(resumePlay).toHaveBeenCalledTimes(1);
  });
});
