import { describe, expect, it } from 'vitest';
import { miniAppTarget, telegramIdOf } from './miniapp';

describe('/miniapp (000 §2)', () => {
  it('turns the start parameter into the page it links to', () => {
    expect(miniAppTarget('channel_2')).toBe('/channels/all/2');
    expect(miniAppTarget('contents_night-train-12')).toBe('/contents/night-train-12');
    expect(miniAppTarget('news_1')).toBe('/news/1');
    expect(miniAppTarget('news')).toBe('/news');
    expect(miniAppTarget('row_new-films')).toBe('/row/new-films');
    expect(miniAppTarget('packets_3')).toBe('/packets/3');
    expect(miniAppTarget(null)).toBe('/');
  });

  it('opens the start page for anything it does not know or cannot trust', () => {
    expect(miniAppTarget('elsewhere_1')).toBe('/');
    expect(miniAppTarget('contents_..%2Flk')).toBe('/');
    expect(miniAppTarget('row_a/b')).toBe('/');
  });

  it('keeps only a numeric messenger id', () => {
    expect(telegramIdOf('123456789')).toBe('123456789');
    expect(telegramIdOf('12ab')).toBeNull();
    expect(telegramIdOf(null)).toBeNull();
  });
});
