import { describe, expect, it } from 'vitest';
import { approvalLifetimeMs } from './approval-policy';
import { parentalDurations } from './durations';

describe('parental duration config (000 §3 {duration, name})', () => {
  it('names each choice in the four languages the app ships', () => {
    expect(parentalDurations('en')).toEqual([
      { duration: 0, name: 'Always' },
      { duration: 5, name: '5 minutes' },
      { duration: 15, name: '15 minutes' },
      { duration: 30, name: '30 minutes' },
      { duration: 60, name: '1 hour' },
      { duration: 240, name: '4 hours' },
    ]);
    expect(parentalDurations('ru').map((d) => d.name)).toEqual([
      'Всегда',
      '5 минут',
      '15 минут',
      '30 минут',
      '1 час',
      '4 часа',
    ]);
    expect(parentalDurations('uz').map((d) => d.name)).toEqual([
      'Doim',
      '5 daqiqa',
      '15 daqiqa',
      '30 daqiqa',
      '1 soat',
      '4 soat',
    ]);
    expect(parentalDurations('kk').map((d) => d.name)).toEqual([
      'Әрқашан',
      '5 минут',
      '15 минут',
      '30 минут',
      '1 сағат',
      '4 сағат',
    ]);
  });

  it('offers only what an approval keeps as chosen: always, or 5 minutes to 4 hours', () => {
    for (const { duration } of parentalDurations('en')) {
      expect(approvalLifetimeMs(duration)).toBe(duration === 0 ? null : duration * 60_000);
    }
  });
});
