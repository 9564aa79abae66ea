import { describe, expect, it } from 'vitest';
import { ALERT_DEFAULT_DELAY_MS, ALERT_FADE_MS, type AlertItem, createAlerts } from './alerts';
import type { SkinTimers } from './policies/timers';

/** Timers a test moves by hand: each call to `advance` runs what fell due, in order. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: SkinTimers = {
    setTimeout: (run, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => {
      due.delete(id as number);
    },
    now: () => now,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const first = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!first || first[1].at > until) break;
      due.delete(first[0]);
      now = first[1].at;
      first[1].run();
    }
    now = until;
  };
  return { timers, advance, pending: () => due.size };
}

describe('transient alerts (001 §9: 3000 ms, then a 300 ms fade)', () => {
  const setup = () => {
    const clock = manualTimers();
    let list: readonly AlertItem[] = [];
    const alerts = createAlerts(
      clock.timers,
      () => list,
      (next) => {
        list = next;
      },
    );
    return { clock, alerts, list: () => list };
  };

  it('shows an alert for 3000 ms, marks it leaving for 300 ms, then removes it', () => {
    const { clock, alerts, list } = setup();
    alerts.show('warning_archive_no_pause');
    expect(list()).toEqual([{ id: 1, key: 'warning_archive_no_pause' }]);
    clock.advance(ALERT_DEFAULT_DELAY_MS - 1);
    expect(list()[0]?.leaving).toBeUndefined();
    clock.advance(1);
    expect(list()).toEqual([{ id: 1, key: 'warning_archive_no_pause', leaving: true }]);
    clock.advance(ALERT_FADE_MS - 1);
    expect(list()).toHaveLength(1);
    clock.advance(1);
    expect(list()).toEqual([]);
    expect([ALERT_DEFAULT_DELAY_MS, ALERT_FADE_MS]).toEqual([3000, 300]);
  });

  it('replaces an alert of the same key, and the older one’s timers touch nothing of the new one', () => {
    const { clock, alerts, list } = setup();
    alerts.show('warning_archive_no_pause');
    clock.advance(2000);
    alerts.show('warning_archive_no_pause');
    expect(list()).toEqual([{ id: 2, key: 'warning_archive_no_pause' }]);
    clock.advance(1000 + ALERT_FADE_MS);
    expect(list()).toEqual([{ id: 2, key: 'warning_archive_no_pause' }]);
    clock.advance(2000 + ALERT_FADE_MS);
    expect(list()).toEqual([]);
  });

  it('clear cancels every pending step', () => {
    const { clock, alerts, list } = setup();
    alerts.show('warning_archive_no_pause');
    clock.advance(ALERT_DEFAULT_DELAY_MS);
    alerts.clear();
    expect(clock.pending()).toBe(0);
    clock.advance(10_000);
    expect(list()).toHaveLength(1);
  });
});
