import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every key the billing area asks for is in both bundled languages; a missing one shows a raw key.
const root = join(__dirname, '..', '..');
const table = (lng: string) =>
  JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'billing.json'), 'utf8')) as Record<
    string,
    string
  >;

function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const name of readdirSync(__dirname)) {
    if (!/\.tsx?$/.test(name) || name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(__dirname, name), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-z_0-9]+)'/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/\? '([a-z_]+)' : '([a-z_]+)'/g)) {
      keys.add(m[1]!);
      keys.add(m[2]!);
    }
  }
  for (const source of ['packet', 'content', 'refill', 'card_link']) keys.add(`source_${source}`);
  keys.add('tab_payment');
  return [...keys];
}

describe('the billing namespace (billing.json)', () => {
  it.each(['en', 'ru'])('%s has every key the area uses', (lng) => {
    const t = table(lng);
    expect(usedKeys().filter((key) => !(key in t))).toEqual([]);
  });
  it('both languages have the same keys', () => {
    expect(Object.keys(table('ru')).sort()).toEqual(Object.keys(table('en')).sort());
  });
});
