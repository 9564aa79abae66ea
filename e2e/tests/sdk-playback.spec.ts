/**
 * Issue 3 acceptance, playback half: the SDK (not a bare engine) plays each kind of stream the demo backend
 * serves in Debian Chromium, and each test proves decoded frames advance.
 */
import { apiGet, expect, expectFramesAdvance, guestToken, test } from '../fixtures';
import {
  clearFilmWithoutRolls,
  countMediaSources,
  findContent,
  type HarnessWindow,
  harnessLog,
  mediaFootprint,
  openPlayer,
  playerState,
  type StreamInfo,
} from '../support/sdk-harness';

// Two shared cores with parallel builds: software decoding may take many seconds to start here.
const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 180_000 });

test('live channel plays through hls.js', async ({ page }) => {
  const token = await guestToken();
  await openPlayer(page, token);
  await page.evaluate(() => (window as unknown as HarnessWindow).player.loadChannel(1));
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const state = await playerState(page);
  expect(state).toMatchObject({
    engine: 'hls',
    live: true,
    error: null,
    source: { kind: 'live', channelId: 1 },
  });
  const log = await harnessLog(page);
  expect(log.loaded).toEqual(['hls:hls']);
  expect(log.firstFrames).toHaveLength(1);
  expect(log.errors.filter((e) => e.fatal)).toEqual([]);
});

test('VOD HLS offers quality and audio, and switching both keeps playing', async ({ page }) => {
  const token = await guestToken();
  const contentId = await findContent(token, clearFilmWithoutRolls);
  await openPlayer(page, token);
  await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadContent(id), contentId);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await expect.poll(async () => (await playerState(page)).qualityLevels.length).toBeGreaterThan(1);
  const before = await playerState(page);
  // §5: the two English renditions with the same name collapse into one.
  const languages = before.audioTracks.map((t) => t.language);
  expect(new Set(before.audioTracks.map((t) => t.name)).size).toBe(before.audioTracks.length);
  expect(languages).toEqual(expect.arrayContaining(['ru', 'en']));
  expect(before.subtitleTracks.every((t) => t.language !== '')).toBe(true);

  const lowest = before.qualityLevels.at(-1)!;
  await page.evaluate((id) => (window as unknown as HarnessWindow).player.setQuality(id), lowest.id);
  await expect.poll(async () => (await playerState(page)).activeLevel, { timeout: 15_000 }).toBe(lowest.id);

  const other = before.audioTracks.find((t) => !t.enabled)!;
  await page.evaluate(
    (lang) => (window as unknown as HarnessWindow).player.setAudioLanguage(lang),
    other.language,
  );
  await expect
    .poll(async () => (await playerState(page)).audioTracks.find((t) => t.enabled)?.language)
    .toBe(other.language);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect((await harnessLog(page)).errors.filter((e) => e.fatal)).toEqual([]);
});

/**
 * The SDK shows the first frame itself from the files it prefetched (engines/hls-startup-picture.ts), then hls.js
 * adopts that MediaSource. Played past the picture's own segment, the buffer must be one range: hls.js put its
 * segments right after the picture's, on the same timeline.
 */
for (const kind of ['live channel', 'film with alternate audio'] as const) {
  test(`${kind}: the startup picture shows the first frame and hls.js carries on from it`, async ({
    page,
  }) => {
    const token = await guestToken();
    const contentId = kind === 'live channel' ? 0 : await findContent(token, clearFilmWithoutRolls);
    await openPlayer(page, token);
    await page.evaluate((id) => {
      const { player } = window as unknown as HarnessWindow;
      return id === 0 ? player.loadChannel(1) : player.loadContent(id);
    }, contentId);
    await expect
      .poll(async () => (await harnessLog(page)).pictures, { timeout: FRAMES_TIMEOUT_MS })
      .toEqual([true]);
    const at = () => page.evaluate(() => document.querySelector('video')!.currentTime);
    const start = await at();
    await expect.poll(at, { timeout: FRAMES_TIMEOUT_MS }).toBeGreaterThan(start + 3);
    const buffered = await page.evaluate(() => {
      const ranges = document.querySelector('video')!.buffered;
      return Array.from({ length: ranges.length }, (_, i) => [ranges.start(i), ranges.end(i)] as const);
    });
    expect(buffered).toHaveLength(1);
    expect(buffered[0]![0]).toBeLessThanOrEqual(start + 0.1);
    expect(buffered[0]![1]).toBeGreaterThan(start + 3);
    const log = await harnessLog(page);
    expect(log.loaded).toEqual(['hls:hls']);
    expect(log.errors.filter((e) => e.fatal)).toEqual([]);
  });
}

test('a seek made at the startup picture, before hls.js runs, plays at its target (the 30 s demo film)', async ({
  page,
}) => {
  const token = await guestToken();
  const contentId = await findContent(token, clearFilmWithoutRolls);
  await openPlayer(page, token);
  // Sought in the first frame's own event: hls.js is imported only after that frame, so it attaches to an
  // element already seeking, whose 'seeking' it never saw.
  const picture = await page.evaluate((id) => {
    const { player } = window as unknown as HarnessWindow;
    const first = new Promise<boolean>((resolve) => {
      player.on('firstframe', ({ picture }) => {
        player.seek(20);
        resolve(picture);
      });
    });
    void player.loadContent(id);
    return first;
  }, contentId);
  expect(picture).toBe(true);
  const at = () => page.evaluate(() => document.querySelector('video')!.currentTime);
  // Played on from the picture's segment instead, it would take 18 s to get there.
  await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(20.5);
  expect((await harnessLog(page)).errors.filter((e) => e.fatal)).toEqual([]);
});

test('ClearKey DASH decrypts through shaka with the licence exchange', async ({ page }) => {
  const token = await guestToken();
  const contentId = await findContent(token, (s) => Boolean(s.laClearkey));
  await openPlayer(page, token);
  await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadContent(id), contentId);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect((await harnessLog(page)).loaded).toEqual(['shaka:dash']);
  expect((await playerState(page)).error).toBeNull();
});

test('clear DASH plays through shaka', async ({ page }) => {
  const token = await guestToken();
  const contentId = await findContent(token, (s) => Boolean(s.streams?.some((x) => x.type === 'dash')));
  const stream = await apiGet<StreamInfo>(`/contents/${contentId}/stream`, token);
  // Only the DASH rendition, so selection has nothing else to prefer.
  const dashOnly = { streams: stream.streams?.filter((x) => x.type === 'dash') };
  await openPlayer(page, token);
  const code = await page.evaluate(
    async ([id, s]) => {
      const player = (window as unknown as HarnessWindow).player;
      await player.load({ kind: 'content', contentId: id, stream: s as never });
      return player.getState().error?.code ?? null;
    },
    [contentId, dashOnly] as const,
  );
  // Selection offers a clear `dash` stream: no error, shaka plays it.
  expect(code).toBeNull();
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect((await harnessLog(page)).loaded).toEqual(['shaka:dash']);
});

test('an archive timestamp plays the recorded programme', async ({ page }) => {
  const token = await guestToken();
  await openPlayer(page, token);
  const ts = Math.floor(Date.now() / 1000) - 2 * 3600;
  await page.evaluate((at) => (window as unknown as HarnessWindow).player.loadChannel(1, { ts: at }), ts);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const state = await playerState(page);
  expect(state.source).toMatchObject({ kind: 'archive', channelId: 1, ts });
  expect(state.error).toBeNull();
});

test('zapping across engines leaves one video and no open MediaSource behind', async ({ page }) => {
  const token = await guestToken();
  const clear = await findContent(token, clearFilmWithoutRolls);
  const protectedId = await findContent(token, (s) => Boolean(s.laClearkey));
  await countMediaSources(page);
  await openPlayer(page, token);
  // hls.js → shaka → hls.js: each switch must release the previous engine's MediaSource.
  for (const contentId of [clear, protectedId, clear]) {
    await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadContent(id), contentId);
    await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  }
  expect((await harnessLog(page)).loaded).toEqual(['hls:hls', 'shaka:dash', 'hls:hls']);
  const footprint = await mediaFootprint(page);
  expect(footprint.videos).toBe(1);
  expect(footprint.created).toBeGreaterThanOrEqual(3);
  expect(footprint.openMediaSources).toBe(1);
  await page.evaluate(() => (window as unknown as HarnessWindow).player.destroy());
  await expect.poll(async () => (await mediaFootprint(page)).openMediaSources).toBe(0);
  expect((await mediaFootprint(page)).videos).toBe(0);
});
