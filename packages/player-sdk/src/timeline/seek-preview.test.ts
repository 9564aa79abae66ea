import { describe, expect, it, vi } from 'vitest';
import {
  loadSeekPreviews,
  parseScreenshotTimings,
  previewSpriteUrl,
  type SeekPreviews,
  thumbnailAt,
} from './seek-preview';

const tile = (i: number) => ({ time: i * 2, x: (i % 5) * 160, y: Math.floor(i / 5) * 90, w: 160, h: 90 });
const points = Array.from({ length: 12 }, (_, i) => tile(i));
const previews: SeekPreviews = { spriteUrl: 'https://cdn.example/thumbs.jpg', points };

describe('parseScreenshotTimings', () => {
  it('reads { seek_points }, a bare list and JSON text alike, sorted by time', () => {
    const shuffled = [points[3], points[0], points[1]];
    expect(parseScreenshotTimings({ seek_points: shuffled }).map((p) => p.time)).toEqual([0, 2, 6]);
    expect(parseScreenshotTimings(shuffled)).toHaveLength(3);
    expect(parseScreenshotTimings(JSON.stringify({ seek_points: points }))).toEqual(points);
  });

  it('accepts numeric strings and keeps a per-point sprite', () => {
    expect(parseScreenshotTimings([{ time: '4', x: '0', y: 0, w: 160, h: 90, url: 'b.jpg' }])).toEqual([
      { time: 4, x: 0, y: 0, w: 160, h: 90, url: 'b.jpg' },
    ]);
  });

  it.each([
    { name: 'not JSON', input: '{oops', message: /not JSON/ },
    { name: 'wrong shape', input: { points: [] }, message: /expected \{ seek_points/ },
    { name: 'null', input: null, message: /expected/ },
    { name: 'empty', input: { seek_points: [] }, message: /empty/ },
    { name: 'point not an object', input: [3], message: /seek_points\[0\] is not an object/ },
    { name: 'missing field', input: [{ time: 0, x: 0, y: 0, w: 160 }], message: /seek_points\[0\]\.h/ },
    { name: 'negative time', input: [{ time: -1, x: 0, y: 0, w: 1, h: 1 }], message: /\.time must be/ },
  ])('$name → clear error', ({ input, message }) => {
    expect(() => parseScreenshotTimings(input)).toThrow(message);
  });
});

describe('thumbnailAt', () => {
  it.each([
    { t: -1, time: null },
    { t: 0, time: 0 },
    { t: 1.9, time: 0 },
    { t: 2, time: 2 },
    { t: 13, time: 12 },
    { t: 999, time: 22 },
  ])('media time $t → tile at $time', ({ t, time }) => {
    expect(thumbnailAt(previews, t)?.time ?? null).toBe(time);
  });

  it('answers the sprite and the rect of the tile', () => {
    expect(thumbnailAt(previews, 13)).toEqual({
      url: 'https://cdn.example/thumbs.jpg',
      time: 12,
      rect: { x: 160, y: 90, w: 160, h: 90 },
    });
  });
});

describe('loadSeekPreviews', () => {
  const stream = {
    screenshot_url: 'https://cdn.example/s.jpg',
    screenshot_timings: 'https://cdn.example/t.json',
  };
  const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

  it('loads and parses', async () => {
    const result = await loadSeekPreviews(stream, { fetch: answer(JSON.stringify({ seek_points: points })) });
    expect(result.ok && result.previews.points).toHaveLength(12);
  });
  it('no timings → no previews and no error', async () => {
    const fetch = answer('');
    expect(await loadSeekPreviews({ screenshot_url: 'x' }, { fetch })).toEqual({ ok: false, error: null });
    expect(fetch).not.toHaveBeenCalled();
  });
  it.each([
    { name: 'HTTP 404', fetch: answer('nope', 404), message: /answered 404/ },
    { name: 'malformed file', fetch: answer('[{"time":"x"}]'), message: /time must be/ },
  ])('$name → a clear error, previews absent', async ({ fetch, message }) => {
    const result = await loadSeekPreviews(stream, { fetch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error?.message).toMatch(message);
  });
  it('falls back to drm.thumbUrl for the sprite', () => {
    expect(previewSpriteUrl({ drm: { thumbUrl: 'https://cdn.example/d.jpg' } })).toBe(
      'https://cdn.example/d.jpg',
    );
    expect(previewSpriteUrl({})).toBeNull();
  });
});
