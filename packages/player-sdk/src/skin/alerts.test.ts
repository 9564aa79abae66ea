import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DEFAULT_DELAY_MS, ALERT_FADE_MS, type AlertItem, createAlerts } from './alerts';
import { browserTimers } from './policies/timers';

describe('transient alerts (001 §9: 3000 ms, then a 300 ms fade)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const clock = { advance: (ms: number) => vi.advanceTimersByTime(ms), pending: () => vi.getTimerCount() };
    let list: readonly AlertItem[] = [];
    const alerts = createAlerts(
      browserTimers,
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
