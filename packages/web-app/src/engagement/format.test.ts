import { describe, expect, it } from 'vitest';
import { newsDate, paragraphs } from './format';

describe('engagement formatting', () => {
  it('splits paragraphs on blank lines only', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\n \n\nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.']);
    expect(paragraphs('  ')).toEqual([]);
  });

  it('writes the date in the interface language', () => {
    const at = Date.UTC(2026, 10, 20, 12) / 1000;
    expect(newsDate(at, 'en')).toBe('November 20, 2026');
    expect(newsDate(at, 'ru')).toMatch(/^20 ноября 2026/);
  });
});

describe('info page slugs', () => {
  it.each([
    ['/terms', 'terms'],
    ['/faq/', 'faq'],
    ['/rules', 'rules'],
    ['/rules/promo', 'rules_promo'],
  ])('%s → %s', async (path, slug) => {
    const { infoSlugOf } = await import('./InfoPage');
    expect(infoSlugOf(path)).toBe(slug);
  });
});
