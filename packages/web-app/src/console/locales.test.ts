import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METRIC_NAMES, UNITS } from './format';
import { DIMS } from './types';

// The console's strings (console.json): the same keys in every language, and every key the code asks for.
const root = join(__dirname, '..', '..');
const ns = (lng: string) =>
  JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'console.json'), 'utf8')) as Record<
    string,
    string
  >;

function used(): Set<string> {
  const keys = new Set<string>();
  for (const name of readdirSync(__dirname)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const text = readFileSync(join(__dirname, name), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-z.A-Z0-9]+)'/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/'((?:views|timeline|signin|state)\.[a-zA-Z]+)'/g)) keys.add(m[1]!);
  }
  // Keys built from a name: the metrics, dimensions and ranges.
  for (const m of METRIC_NAMES) keys.add(`metric.${m}`);
  for (const u of UNITS) keys.add(`unit.${u}`);
  for (const d of DIMS) keys.add(`dim.${d}`);
  for (const r of ['hour', 'day', 'week']) keys.add(`range.${r}`);
  return keys;
}

describe('console.json', () => {
  it('has the same keys in en and ru', () => {
    expect(Object.keys(ns('ru')).sort()).toEqual(Object.keys(ns('en')).sort());
  });
  it.each(['en', 'ru'])('%s has every key the console asks for', (lng) => {
    const table = ns(lng);
    expect([...used()].filter((key) => !(key in table))).toEqual([]);
  });
});
