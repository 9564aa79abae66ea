import { describe, expect, it } from 'vitest';
import { openEvent } from './row-analytics';

describe('row analytics', () => {
  it('opening a channel, a watched title or a channel destination is play; anything else is click', () => {
    expect(openEvent('channels')).toBe('play');
    expect(openEvent('history-h')).toBe('play');
    expect(openEvent('button', 'last_channel')).toBe('play');
    expect(openEvent('promo-bg', 'content')).toBe('click');
    expect(openEvent('content-v')).toBe('click');
  });
});
