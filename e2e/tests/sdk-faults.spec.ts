/**
 * Issue 3 acceptance, fault half: a refused licence surfaces as the typed DRM error, a segment that 404s once
 * does not stop playback, and a network drop recovers by itself once the network is back. Issue 22: a stream
 * both engines reject before the first frame ends in the §8 message, with diagnostics naming both engines.
 * The full fault matrix (every fault × engine path) is `npm run faults` (docs/reliability.md).
 */
import { apiGet, expect, expectFramesAdvance, guestToken, STACK, test } from '../fixtures';
import {
  clearFilmWithoutRolls,
  findContent,
  type HarnessWindow,
  harnessLog,
  openPlayer,
  playerState,
  type StreamInfo,
} from '../support/sdk-harness';

// Two shared cores with parallel builds: software decoding may take many seconds to start here.
const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 180_000 });

test('a licence server failure shows the typed DRM error with the server code and message', async ({
  page,
}) => {
  const token = await guestToken();
  const contentId = await findContent(token, (s) => Boolean(s.laClearkey));
  const stream = await apiGet<StreamInfo>(`/contents/${contentId}/stream?drm_fail=403`, token);
  await openPlayer(page, token);
  await page.evaluate(
    ([id, s]) =>
      (window as unknown as HarnessWindow).player.load({
        kind: 'content',
        contentId: id,
        stream: s as never,
      }),
    [contentId, stream] as const,
  );
  await expect
    .poll(async () => (await harnessLog(page)).drmErrors.length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const [drm] = (await harnessLog(page)).drmErrors;
  expect(drm).toMatchObject({ category: 'drm', fatal: true, httpStatus: 403 });
  expect(drm?.drm?.serverMessage ?? drm?.drm?.nestedMessage).toBeTruthy();
  expect((await playerState(page)).error).toMatchObject({ category: 'drm' });
});

test('a segment that 404s once does not stop playback', async ({ page }) => {
  const token = await guestToken();
  const contentId = await findContent(token, clearFilmWithoutRolls);
  let failed = '';
  // A proxy in front of the media: exactly one segment request answers 404, everything else passes.
  await page.route(/\/seg-\d+\.m4s/, async (route) => {
    if (failed) return route.continue();
    failed = route.request().url();
    return route.fulfill({ status: 404, body: 'gone once' });
  });
  await openPlayer(page, token);
  await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadContent(id), contentId);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect(failed).not.toBe('');
  const state = await playerState(page);
  expect(state).toMatchObject({ error: null, hardError: false, errorMessageKey: null, engine: 'hls' });
  expect(state.recovery.errorCount).toBeLessThanOrEqual(1);
});

test('repeated segment failures fire the §4/§8 counters and message in order, then stop the stream', async ({
  page,
}) => {
  const token = await guestToken();
  const contentId = await findContent(token, clearFilmWithoutRolls);
  // The knob fails every segment path once: more failures than the policy tolerates.
  const stream = await apiGet<StreamInfo>(
    `/contents/${contentId}/stream?fault=404once-s1-${Date.now()}`,
    token,
  );
  await openPlayer(page, token);
  const steps = await page.evaluate(
    async ([id, s]) => {
      const player = (window as unknown as HarnessWindow).player;
      const seen: string[] = [];
      player.subscribe((st) => {
        const step = `errors=${st.recovery.errorCount} message=${st.errorMessageKey ?? '-'} engine=${st.engine ?? '-'}`;
        if (seen.at(-1) !== step) seen.push(step);
      });
      await player.load({ kind: 'content', contentId: id, stream: s as never });
      const deadline = Date.now() + 30_000;
      while (player.getState().engine !== null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return seen;
    },
    [contentId, stream] as const,
  );
  const counts = steps.map((step) => Number(/errors=(\d+)/.exec(step)?.[1]));
  expect(
    counts.filter((n, i) => n !== counts[i - 1]),
    steps.join('\n'),
  ).toEqual(expect.arrayContaining([1, 2, 3]));
  const firstMessage = steps.find((step) => step.includes('message=error_video_download'));
  expect(firstMessage, steps.join('\n')).toMatch(/errors=2 /);
  expect(steps.at(-1)).toMatch(/errors=3 message=error_video_download engine=-/);
  const state = await playerState(page);
  expect(state).toMatchObject({ paused: true, error: { code: 'network.fragment_load' } });
  expect(state.diagnostics).toMatchObject({ totalErrors: 3, errorType: 'Fragment load error' });
});

test('offline then online: playback resumes by itself', async ({ page, context }) => {
  const token = await guestToken();
  const contentId = await findContent(token, clearFilmWithoutRolls);
  await openPlayer(page, token);
  await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadContent(id), contentId);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const before = (await playerState(page)).currentTime;
  await context.setOffline(true);
  await expect.poll(async () => (await playerState(page)).offline, { timeout: 20_000 }).toBe(true);
  await context.setOffline(false);
  await expect.poll(async () => (await playerState(page)).connectionRetry, { timeout: 20_000 }).toBe(true);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const state = await playerState(page);
  expect(state).toMatchObject({ offline: false, error: null });
  // The reload resumed where the viewer was, not from the start.
  expect(state.currentTime).toBeGreaterThan(before);
});

test('a stream both engines reject before the first frame: hls.js, then shaka, then the §8 message naming both', async ({
  page,
}) => {
  // An HLS address whose answer is no playlist at all: hls.js and shaka each refuse it as unparseable.
  const url = `${STACK.origin}/media/fault-matrix/unplayable/master.m3u8`;
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/vnd.apple.mpegurl',
      body: 'this is not a playlist\n',
    }),
  );
  await openPlayer(page, await guestToken());
  await page.evaluate(
    (hls) =>
      (window as unknown as HarnessWindow).player.load({
        kind: 'content',
        contentId: 1,
        stream: { hls_mbr: hls },
      }),
    url,
  );
  await expect
    .poll(async () => (await playerState(page)).errorMessageKey, { timeout: 20_000 })
    .toBe('error_video_download');
  const shown = await page.evaluate(() => {
    const state = (window as unknown as HarnessWindow).player.getState();
    return { details: state.error?.details, diagnostics: state.diagnostics, engine: state.engine };
  });
  expect(shown.details).toMatch(
    /^engines tried — hls\.js: source\.manifest_parsing \(.+\); shaka: source\.manifest_parsing \(.+\)$/,
  );
  expect(shown.diagnostics).toMatchObject({ errorType: 'Manifest parsing error', streamType: 'shaka/hls' });
  expect(shown.diagnostics?.details).toContain('hls.js: source.manifest_parsing');
  expect(shown.diagnostics?.details).toContain('shaka: source.manifest_parsing');
  // The stream is given up: no engine is left running it, and exactly one error reached the viewer.
  expect(shown.engine).toBeNull();
  const log = await harnessLog(page);
  expect(log.errors).toEqual([expect.objectContaining({ code: 'source.manifest_parsing', fatal: true })]);
  expect(log.firstFrames).toEqual([]);
});
