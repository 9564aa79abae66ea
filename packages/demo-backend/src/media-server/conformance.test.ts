import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFORMANCE_ROOT, resolveConformance } from './conformance';

interface CorpusEntry {
  id: string;
  type: string;
  url: string;
}

const corpus = JSON.parse(readFileSync(join(CONFORMANCE_ROOT, 'corpus.json'), 'utf8')) as {
  streams: CorpusEntry[];
};
const below = (url: string) => url.replace(/^\/media\/conformance\//, '').split('/');

describe('the conformance corpus', () => {
  it('serves every entry point corpus.json lists, with its manifest type', () => {
    expect(corpus.streams.length).toBeGreaterThanOrEqual(19);
    for (const entry of corpus.streams) {
      const found = resolveConformance(entry.url, below(entry.url));
      expect(found, entry.id).toMatchObject({ kind: 'file' });
      if (found.kind !== 'file') continue;
      expect(found.mime).toBe(
        entry.type === 'dash' ? 'application/dash+xml' : 'application/vnd.apple.mpegurl',
      );
      expect(readFileSync(found.file).length).toBeGreaterThan(0);
    }
  });

  it('keeps the generator and anything outside the folder out of reach', () => {
    expect(resolveConformance('conformance/generate.mjs', ['generate.mjs'])).toMatchObject({ status: 404 });
    expect(resolveConformance('conformance/x', ['..', '..', 'package.json'])).toMatchObject({ status: 404 });
    expect(resolveConformance('conformance/', [])).toMatchObject({ status: 404 });
  });

  it('stays small enough to commit (≤ 3 MB in all)', () => {
    const files = readdirSync(join(CONFORMANCE_ROOT, 'streams'), { recursive: true, withFileTypes: true });
    const total = files
      .filter((f) => f.isFile())
      .reduce((sum, f) => sum + statSync(join(f.parentPath, f.name)).size, 0);
    expect(total).toBeGreaterThan(100_000);
    expect(total).toBeLessThanOrEqual(3 * 1024 * 1024);
  });
});
