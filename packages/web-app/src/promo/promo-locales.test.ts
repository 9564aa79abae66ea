import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The promo namespace (public/locales/*/promo.json) has every key src/promo asks for, in both languages.
const root = join(__dirname, '..', '..');
const plural = /_(one|few|many|other)$/;
const keys = (lng: string) =>
  new Set(
    Object.keys(JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'promo.json'), 'utf8'))).map(
      (k) => k.replace(plural, ''),
    ),
  );

function used(): Set<string> {
  const out = new Set<string>();
  for (const name of readdirSync(__dirname)) {
    if (!/\.tsx?$/.test(name) || name.includes('.test.')) continue;
    const text = readFileSync(join(__dirname, name), 'utf8');
    for (const match of text.matchAll(/\bt\('([a-z_0-9]+)'/g)) out.add(match[1]!);
    for (const match of text.matchAll(/'(card_text_[a-z]+)'/g)) out.add(match[1]!);
  }
  return out;
}

describe('the promo namespace (promo.json)', () => {
  it('has the same keys in en and ru (plural forms aside)', () => {
    expect([...keys('ru')].sort()).toEqual([...keys('en')].sort());
  });

  it.each(['en', 'ru'])('%s has every key src/promo asks for', (lng) => {
    const table = keys(lng);
    expect([...used()].filter((key) => !table.has(key))).toEqual([]);
  });
});
