import { describe, expect, it } from 'vitest';
import { avcSubsamples } from './subsamples';

function nal(type: number, bodyLength: number): Buffer {
  const b = Buffer.alloc(4 + 1 + bodyLength, 0xab);
  b.writeUInt32BE(1 + bodyLength, 0);
  b[4] = type;
  return b;
}

describe('avcSubsamples', () => {
  it('keeps the length prefix, NAL header and the part that is not a whole block clear', () => {
    const subs = avcSubsamples(nal(5, 100), 4);
    expect(subs).toEqual([{ clear: 4 + 1 + 4, encrypted: 96 }]);
  });

  it('leaves parameter sets clear and folds them into the next slice’s clear bytes', () => {
    const sample = Buffer.concat([nal(7, 10), nal(8, 4), nal(1, 32)]);
    expect(avcSubsamples(sample, 4)).toEqual([{ clear: 15 + 9 + 5, encrypted: 32 }]);
  });

  it('ends with a clear-only subsample when the sample ends with non-slice NALs', () => {
    const sample = Buffer.concat([nal(1, 16), nal(6, 3)]);
    expect(avcSubsamples(sample, 4)).toEqual([
      { clear: 5, encrypted: 16 },
      { clear: 8, encrypted: 0 },
    ]);
  });

  it('splits clear runs longer than 65535 bytes', () => {
    const subs = avcSubsamples(nal(6, 70000), 4);
    expect(subs.reduce((s, x) => s + x.clear + x.encrypted, 0)).toBe(70005);
    expect(subs.every((s) => s.clear <= 0xffff)).toBe(true);
  });

  it('rejects a NAL that overruns its sample', () => {
    const bad = nal(5, 10).subarray(0, 8);
    expect(() => avcSubsamples(bad, 4)).toThrow(/overruns/);
  });
});
