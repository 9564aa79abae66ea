import { describe, expect, it } from 'vitest';
import { rasterCache, rasterWidth } from './raster';

describe('rasterWidth', () => {
  it('snaps an asked width up to an offered one, and answers the artwork’s own width when none is asked', () => {
    expect(rasterWidth(undefined, 400)).toBe(400);
    expect(rasterWidth(160, 400)).toBe(160);
    expect(rasterWidth(161, 400)).toBe(240);
    expect(rasterWidth(5_000, 400)).toBe(1280);
  });
});

describe('rasterCache', () => {
  it('draws each key once, drops the oldest past its limit and forgets a failed drawing', async () => {
    const cached = rasterCache(2);
    let draws = 0;
    const draw = async () => Buffer.from(String(++draws));
    await cached('a', draw);
    await cached('a', draw);
    expect(draws).toBe(1);
    await cached('b', draw);
    await cached('c', draw);
    await cached('a', draw);
    expect(draws).toBe(4);
    await expect(cached('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await Promise.resolve();
    expect((await cached('x', draw)).toString()).toBe('5');
  });
});
