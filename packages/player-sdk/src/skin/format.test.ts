import { describe, expect, it } from 'vitest';
import { clockText, formatDuration, formatTimeOfDay } from './format';

describe('format', () => {
  it('prints media time', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65.9)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(clockText(10, 100)).toBe('0:10 / 1:40');
  });
  it('prints a time of day', () => {
    const noonUtc = Date.UTC(2024, 0, 1, 12, 5) / 1000;
    const local = new Date(noonUtc * 1000);
    const expected = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatTimeOfDay(noonUtc)).toBe(expected);
  });
  it('prints each locale as toLocaleTimeString does, whichever was asked first', () => {
    const sec = Date.UTC(2026, 10, 26, 18, 5) / 1000;
    const options = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
    for (const locale of ['en-GB', 'ru', 'en-US', 'en-GB']) {
      expect(formatTimeOfDay(sec, locale)).toBe(new Date(sec * 1000).toLocaleTimeString(locale, options));
      expect(formatTimeOfDay(sec + 3600, locale)).toBe(
        new Date((sec + 3600) * 1000).toLocaleTimeString(locale, options),
      );
    }
  });
});
