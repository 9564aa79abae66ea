import { AUDIO_TRACK_POLL, SUBTITLE_DISABLE_INTERVAL_MS, SUBTITLE_POLL_MS } from '../timings';
import { holdSubtitlesOff, pollTracks, type Schedule } from './track-polling';

/** A schedule on a hand-driven clock: `advance` runs what falls due, in order. */
function manualClock() {
  let now = 0;
  let queue: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const schedule: Schedule = (fn, ms) => {
    const id = ++ids;
    queue.push({ at: now + ms, fn, id });
    return () => {
      queue = queue.filter((entry) => entry.id !== id);
    };
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      queue.sort((a, b) => a.at - b.at);
      const next = queue[0];
      if (!next || next.at > until) break;
      queue.shift();
      now = next.at;
      next.fn();
    }
    now = until;
  };
  return { schedule, advance, pending: () => queue.length, now: () => now };
}

describe('track polling (001 §9)', () => {
  it('reads first after 50 ms, then every 100 ms, until audio tracks appear', () => {
    const clock = manualClock();
    const reads: number[] = [];
    let audio = 0;
    const changed = vi.fn();
    pollTracks({
      read: () => {
        reads.push(clock.now());
        return { audio, text: 0 };
      },
      changed,
      signal: new AbortController().signal,
      schedule: clock.schedule,
    });
    clock.advance(AUDIO_TRACK_POLL.initialDelayMs + 2 * AUDIO_TRACK_POLL.intervalMs);
    expect(reads).toEqual([0, 50, 150, 250]);
    audio = 2;
    clock.advance(AUDIO_TRACK_POLL.intervalMs);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('gives up after 50 attempts, and reports subtitles that appear on the way', () => {
    const clock = manualClock();
    let reads = 0;
    let text = 0;
    const changed = vi.fn();
    pollTracks({
      read: () => {
        reads += 1;
        return { audio: 0, text };
      },
      changed,
      signal: new AbortController().signal,
      schedule: clock.schedule,
    });
    clock.advance(1000);
    text = 1;
    clock.advance(10_000);
    expect(reads).toBe(1 + AUDIO_TRACK_POLL.attempts);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('stops when its engine goes away', () => {
    const clock = manualClock();
    const controller = new AbortController();
    const read = vi.fn(() => ({ audio: 0, text: 0 }));
    pollTracks({ read, changed: () => undefined, signal: controller.signal, schedule: clock.schedule });
    clock.advance(300);
    controller.abort();
    const count = read.mock.calls.length;
    clock.advance(5000);
    expect(read).toHaveBeenCalledTimes(count);
    expect(clock.pending()).toBe(0);
  });
});

describe('holding subtitles off (001 §9: 100 ms for 2 s)', () => {
  it('applies off at once and every 100 ms for 2 s, then leaves the browser alone', () => {
    const clock = manualClock();
    const apply = vi.fn();
    holdSubtitlesOff(apply, clock.schedule);
    expect(apply).toHaveBeenCalledTimes(1);
    clock.advance(SUBTITLE_DISABLE_INTERVAL_MS + 1000);
    expect(apply).toHaveBeenCalledTimes(1 + SUBTITLE_DISABLE_INTERVAL_MS / SUBTITLE_POLL_MS);
    expect(clock.pending()).toBe(0);
  });

  it('stops when the viewer chooses subtitles again', () => {
    const clock = manualClock();
    const apply = vi.fn();
    const stop = holdSubtitlesOff(apply, clock.schedule);
    clock.advance(250);
    stop();
    clock.advance(3000);
    expect(apply).toHaveBeenCalledTimes(3);
  });
});
