/**
 * Issue 5 acceptance, player half: ad rolls from the stream response's Ad info against the demo backend's
 * VAST server — a pre-roll of two ads then content from 0, a mid-roll that gives the content back at the same
 * position, a post-pause roll, a broken ad falling through to the next, an all-failing roll that still starts
 * content and fires error pixels, packshots before content, a playback point's skip, tracking in order.
 */
import { apiGet, expect, expectFramesAdvance, guestToken, STACK, test } from '../fixtures';
import {
  contentTime,
  type FeatureWindow,
  openFeaturePlayer,
  seen,
  sinkMark,
  sinkSince,
  state,
} from '../support/feature-harness';

const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 180_000 });

type Stream = Record<string, unknown> & { ad?: Record<string, unknown>; packshots?: unknown };

/** Content 101's clear stream with the ad info the test wants (packshots dropped unless asked). */
async function stream101(
  token: string,
  ad: Record<string, unknown> | null,
  keepPackshots = false,
): Promise<Stream> {
  const stream = await apiGet<Stream>('/contents/101/stream?ads=none', token);
  const out: Stream = { ...stream };
  if (ad) out.ad = ad;
  else delete out.ad;
  if (!keepPackshots) delete out.packshots;
  return out;
}

const tag = (path: string, label: string) =>
  `${STACK.origin}/vast/${path}${path.includes('?') ? '&' : '?'}tag=${label}`;

async function loadContent(page: import('@playwright/test').Page, stream: Stream): Promise<void> {
  await page.evaluate(
    (s) =>
      void (window as unknown as FeatureWindow).player.load({
        kind: 'content',
        contentId: 101,
        stream: s as never,
      }),
    stream,
  );
}

const adElement = 'video.onair-ad-video';

test('a pre-roll of two ads plays, then the content starts at 0, with tracking in order', async ({
  page,
}) => {
  const token = await guestToken();
  const label = `pre${Date.now()}`;
  const mark = await sinkMark();
  await openFeaturePlayer(page, token);
  await loadContent(
    page,
    await stream101(token, { pre_roll: [{ url: tag('pod?count=2', label) }], max_advertising: 2 }),
  );
  await expectFramesAdvance(page, adElement, FRAMES_TIMEOUT_MS);
  expect((await state(page)).engine).toBeNull();
  await expect.poll(async () => (await seen(page)).adIndexes, { timeout: 60_000 }).toEqual([1, 2]);
  await expectFramesAdvance(page, 'video.onair-player__video', 90_000);
  const s = await state(page);
  expect(s.ad?.active).toBe(false);
  expect(await contentTime(page)).toBeLessThan(10);
  const pixels = (await sinkSince(mark, ['ad_pixel'])).calls.filter((c) => c.query.tag === label);
  const first = pixels.filter((c) => c.query.ad === pixels[0]?.query.ad).map((c) => c.query.event);
  expect(first.slice(0, 3)).toEqual(['impression', 'creativeView', 'start']);
  expect(first.indexOf('firstQuartile')).toBeLessThan(first.indexOf('midpoint'));
  expect(first.indexOf('midpoint')).toBeLessThan(first.indexOf('thirdQuartile'));
  expect(first.indexOf('thirdQuartile')).toBeLessThan(first.indexOf('complete'));
  const analytics = (await sinkSince(mark, ['ad_analytics'])).calls.filter((c) => c.body.object_id === 101);
  expect(analytics.some((c) => c.body.event === 'impression' && c.body.place === 'pre_roll')).toBe(true);
});

test('a mid-roll on VOD plays at its point and the content resumes at the same position', async ({
  page,
}) => {
  const token = await guestToken();
  await openFeaturePlayer(page, token);
  await loadContent(
    page,
    await stream101(token, { middle_roll_points: [{ position: 4000, urls: [tag('inline?ad=ad2', 'mid')] }] }),
  );
  await expect.poll(async () => (await seen(page)).rolls, { timeout: 60_000 }).toContain('middle_roll');
  const at = await contentTime(page);
  expect(at).toBeGreaterThanOrEqual(4);
  expect(at).toBeLessThan(6);
  await expectFramesAdvance(page, adElement, FRAMES_TIMEOUT_MS);
  await expect.poll(async () => (await state(page)).ad?.active, { timeout: 60_000 }).toBe(false);
  const resumed = await contentTime(page);
  expect(Math.abs(resumed - at)).toBeLessThan(1.5);
  await expectFramesAdvance(page, 'video.onair-player__video', FRAMES_TIMEOUT_MS);
});

test('pausing then resuming plays the post-pause roll before the content goes on', async ({ page }) => {
  const token = await guestToken();
  await openFeaturePlayer(page, token);
  await loadContent(
    page,
    await stream101(token, { post_pause_roll: [{ url: tag('inline?ad=ad2', 'pause') }] }),
  );
  await expectFramesAdvance(page, 'video.onair-player__video', FRAMES_TIMEOUT_MS);
  await page.evaluate(() => (window as unknown as FeatureWindow).player.pause());
  const at = await contentTime(page);
  void page.evaluate(() => (window as unknown as FeatureWindow).player.play());
  await expect.poll(async () => (await seen(page)).rolls, { timeout: 30_000 }).toContain('post_pause_roll');
  await expect.poll(async () => (await state(page)).ad?.active, { timeout: 60_000 }).toBe(false);
  await expectFramesAdvance(page, 'video.onair-player__video', FRAMES_TIMEOUT_MS);
  expect(await contentTime(page)).toBeGreaterThanOrEqual(at);
});

test('a broken first ad falls through to the second', async ({ page }) => {
  const token = await guestToken();
  const label = `fall${Date.now()}`;
  const mark = await sinkMark();
  await openFeaturePlayer(page, token);
  await loadContent(
    page,
    await stream101(token, {
      pre_roll: [{ url: tag('broken', label) }, { url: tag('inline?ad=ad2', label) }],
    }),
  );
  await expect.poll(async () => (await seen(page)).adIndexes, { timeout: 60_000 }).toContain(1);
  await expectFramesAdvance(page, 'video.onair-player__video', 90_000);
  const events = (await sinkSince(mark, ['ad_pixel'])).calls.filter((c) => c.query.tag === label);
  expect(events.map((c) => c.query.event)).toContain('impression');
});

test('an all-failing roll starts the content within the timeout and fires error pixels with codes', async ({
  page,
}) => {
  const token = await guestToken();
  const label = `fail${Date.now()}`;
  const mark = await sinkMark();
  await openFeaturePlayer(page, token);
  const started = Date.now();
  await loadContent(
    page,
    await stream101(token, { pre_roll: [{ url: tag('empty', label) }, { url: tag('media404', label) }] }),
  );
  await expectFramesAdvance(page, 'video.onair-player__video', 60_000);
  // Worst case: 5 s per VAST request and 8 s of media.
  expect(Date.now() - started).toBeLessThan(45_000);
  const errors = (await sinkSince(mark, ['ad_pixel'])).calls.filter(
    (c) => c.query.tag === label && c.query.event === 'error',
  );
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.every((c) => /^\d{3}$/.test(String(c.query.code)))).toBe(true);
  expect(errors.map((c) => c.query.code)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^40[0-5]$/)]),
  );
});

test('packshots play before the content, counted in state', async ({ page }) => {
  const token = await guestToken();
  await openFeaturePlayer(page, token);
  const stream = await stream101(token, null, true);
  expect(Array.isArray(stream.packshots) && stream.packshots.length).toBeTruthy();
  await loadContent(page, stream);
  await expect.poll(async () => (await seen(page)).packshots, { timeout: 30_000 }).toEqual([1, 2]);
  expect((await state(page)).engine).toBeNull();
  await expectFramesAdvance(page, 'video.onair-player__video', FRAMES_TIMEOUT_MS);
  expect((await state(page)).packshot).toBeNull();
});

test("a playback point's skip button seeks past its segment", async ({ page }) => {
  const token = await guestToken();
  const stream = await apiGet<
    Stream & { playback_points?: Array<{ start: number; end?: number; button?: { action: string } }> }
  >('/contents/123/stream?ads=none', token);
  const point = stream.playback_points?.find((p) => p.button?.action === 'skip');
  expect(point, 'episode 123 has a skip point').toBeTruthy();
  delete stream.packshots;
  await openFeaturePlayer(page, token);
  await page.evaluate(
    (s) =>
      void (window as unknown as FeatureWindow).player.load({
        kind: 'content',
        contentId: 123,
        stream: s as never,
      }),
    stream,
  );
  await expectFramesAdvance(page, 'video.onair-player__video', FRAMES_TIMEOUT_MS);
  if (point!.start > 0) {
    await page.evaluate(
      (t) => (window as unknown as FeatureWindow).player.seek(t),
      point!.start / 1000 + 0.2,
    );
  }
  await expect.poll(async () => (await state(page)).playbackPoint?.active.length ?? 0).toBeGreaterThan(0);
  const active = (await state(page)).playbackPoint!.active[0]!;
  await page.evaluate((id) => (window as unknown as FeatureWindow).player.seekToPlaybackPoint(id), active.id);
  await expect.poll(() => contentTime(page)).toBeGreaterThanOrEqual(active.end - 0.1);
});
