/**
 * Issue 6 acceptance: with a short test profile (the stats clock runs 10× faster) a content's stats reach the
 * stat sink as start → pings → update → final ping with its ids and positions; a forced error reaches it as an
 * error event; closing the page still delivers the final ping; a series goes on to the next episode, and from
 * the last episode of season 1 to the first of season 2.
 */
import { apiGet, expect, expectFramesAdvance, guestToken, test } from '../fixtures';
import {
  type FeatureWindow,
  openFeaturePlayer,
  sinkMark,
  sinkSince,
  state,
  viewerId,
} from '../support/feature-harness';

const FRAMES_TIMEOUT_MS = 45_000;
const STAT_KINDS = ['playback_start', 'stat', 'playback_update', 'playback_error'];
test.describe.configure({ timeout: 180_000 });

type Stream = Record<string, unknown> & { stat?: { id: number } };

async function plainStream(token: string, id: number, query = ''): Promise<Stream> {
  const stream = await apiGet<Stream>(`/contents/${id}/stream?ads=none${query}`, token);
  delete stream.packshots;
  return stream;
}

async function load(page: import('@playwright/test').Page, id: number, stream: Stream): Promise<void> {
  await page.evaluate(
    ([contentId, s]) =>
      void (window as unknown as FeatureWindow).player.load({
        kind: 'content',
        contentId,
        stream: s as never,
      }),
    [id, stream] as const,
  );
}

const statOf = (call: { body: Record<string, unknown> }) => call.body.stat_id ?? call.body.statId;

test('start, pings, an update and the final ping reach the sink with the ids and positions', async ({
  page,
}) => {
  const token = await guestToken();
  // Other specs play content 103 with the same stat id at the same time: read only this viewer's calls.
  const viewer = await viewerId(token);
  const stream = await plainStream(token, 103);
  const statId = stream.stat!.id;
  const mark = await sinkMark();
  await openFeaturePlayer(page, token, { statsRate: 10 });
  await load(page, 103, stream);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  // 120 s of watching (the first update) is 12 s of the test profile; the 30 s feature loops through seeks.
  await page.evaluate(() => {
    const video = (window as unknown as FeatureWindow).player.video!;
    video.loop = true;
  });
  await expect
    .poll(
      async () =>
        (await sinkSince(mark, STAT_KINDS, viewer)).calls.filter(
          (c) => statOf(c) === statId && c.kind === 'playback_update',
        ).length,
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  // The update is due at 120 s, the same second as a regular ping: let a few more seconds be watched, so
  // destroy has a remainder to send (with none there is rightly no final ping, and the update came last).
  const before = await page.evaluate(() => (window as unknown as FeatureWindow).player.video!.currentTime);
  await expect
    .poll(
      async () =>
        Math.abs(
          (await page.evaluate(() => (window as unknown as FeatureWindow).player.video!.currentTime)) -
            before,
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0.5);
  await page.evaluate(() => (window as unknown as FeatureWindow).player.destroy());
  await expect
    .poll(
      async () =>
        (await sinkSince(mark, STAT_KINDS, viewer)).calls.filter((c) => statOf(c) === statId).at(-1)?.kind,
      {
        timeout: 15_000,
      },
    )
    .toBe('stat');
  const calls = (await sinkSince(mark, STAT_KINDS, viewer)).calls.filter((c) => statOf(c) === statId);
  const kinds = calls.map((c) => c.kind);
  expect(kinds[0]).toBe('playback_start');
  expect(calls[0]!.body).toMatchObject({ statId, contentId: 103, startType: 'content' });
  const firstPing = kinds.indexOf('stat');
  const update = kinds.indexOf('playback_update');
  expect(firstPing).toBeGreaterThan(0);
  expect(update).toBeGreaterThan(firstPing);
  const pings = calls.filter((c) => c.kind === 'stat');
  expect(pings.length).toBeGreaterThanOrEqual(4);
  for (const ping of pings) {
    expect(typeof ping.body.position).toBe('number');
    expect(ping.body.position as number).toBeLessThanOrEqual(31);
  }
  // A ping every 30 s of watching. The exact cadence is proven with fake timers in the unit tests; here the
  // 10× test clock turns each 100 ms of timer lateness on a busy machine into a second, and the final ping (a
  // beacon with the remainder) may overtake a regular one still in flight.
  const seconds = pings.map((p) => p.body.seconds as number);
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  expect(median, `pings ${seconds.join(', ')}`).toBeGreaterThanOrEqual(30);
  expect(median, `pings ${seconds.join(', ')}`).toBeLessThanOrEqual(36);
  expect(
    seconds.filter((s) => s > 45),
    `pings ${seconds.join(', ')}`,
  ).toEqual([]);
  expect(pings.reduce((sum, p) => sum + (p.body.seconds as number), 0)).toBeGreaterThanOrEqual(120);
});

test('a forced error reaches the sink as a playback error with its code', async ({ page }) => {
  const token = await guestToken();
  const viewer = await viewerId(token);
  // Segments from the fifth on answer 404: playback has started (8 s in) when the stream breaks.
  const stream = await plainStream(token, 110, `&fault=404after-4`);
  const statId = stream.stat!.id;
  const mark = await sinkMark();
  await openFeaturePlayer(page, token);
  await load(page, 110, stream);
  await expect.poll(async () => (await state(page)).error?.code ?? null, { timeout: 60_000 }).not.toBeNull();
  await expect
    .poll(
      async () =>
        (await sinkSince(mark, STAT_KINDS, viewer)).calls
          .filter((c) => statOf(c) === statId)
          .map((c) => c.kind),
      { timeout: 30_000 },
    )
    .toContain('playback_error');
  const error = (await sinkSince(mark, STAT_KINDS, viewer)).calls.find(
    (c) => statOf(c) === statId && c.kind === 'playback_error',
  )!;
  expect(typeof error.body.code).toBe('number');
});

test('closing the page still delivers the final ping', async ({ browser }) => {
  const token = await guestToken();
  const viewer = await viewerId(token);
  const page = await browser.newPage();
  const stream = await plainStream(token, 111);
  const statId = stream.stat!.id;
  const mark = await sinkMark();
  await openFeaturePlayer(page, token);
  await load(page, 111, stream);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await page.waitForTimeout(3000);
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(
      async () => (await sinkSince(mark, ['stat'], viewer)).calls.filter((c) => statOf(c) === statId).length,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
  const [ping] = (await sinkSince(mark, ['stat'], viewer)).calls.filter((c) => statOf(c) === statId);
  expect(ping!.body.seconds as number).toBeGreaterThan(0);
});

test('near the end of an episode the next one loads; the last of season 1 leads to season 2', async ({
  page,
}) => {
  const token = await guestToken();
  await openFeaturePlayer(page, token);
  await page.evaluate(
    () =>
      void (window as unknown as FeatureWindow).player.loadContent(123, { seriesId: 120, startPosition: 0 }),
  );
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await page.evaluate(() => {
    const { player } = window as unknown as FeatureWindow;
    player.seek((player.video?.duration ?? 30) - 4);
  });
  await expect.poll(async () => (await state(page)).source?.contentId, { timeout: 60_000 }).toBe(124);
  expect((await state(page)).source).toMatchObject({ startType: 'next_episode', contentParentId: 120 });

  await page.evaluate(
    () =>
      void (window as unknown as FeatureWindow).player.loadContent(125, { seriesId: 120, startPosition: 0 }),
  );
  await expect.poll(async () => (await state(page)).source?.contentId, { timeout: 60_000 }).toBe(125);
  await expectFramesAdvance(page, 'video.onair-player__video', 90_000);
  await page.evaluate(() => {
    const { player } = window as unknown as FeatureWindow;
    player.seek((player.video?.duration ?? 30) - 4);
  });
  // Episode 125 has ads: the post-roll plays first, then season 2 episode 1.
  await expect.poll(async () => (await state(page)).source?.contentId, { timeout: 120_000 }).toBe(126);
});
