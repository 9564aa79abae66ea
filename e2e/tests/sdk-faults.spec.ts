/**
 * Issue 3 acceptance, fault half: a refused licence surfaces as the typed DRM error, a segment that 404s once
 * does not stop playback, and a network drop recovers by itself once the network is back.
 */
import { apiGet, expect, expectFramesAdvance, guestToken, test } from '../fixtures';
import {
  findContent,
  type HarnessWindow,
  harnessLog,
  openPlayer,
  playerState,
  type StreamInfo,
} from './sdk-harness';

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
  const token404 = `s1-${Date.now()}`;
  const stream = await apiGet<StreamInfo>(`/channels/1/stream?fault=404once-${token404}`, token);
  await openPlayer(page, token);
  await page.evaluate(
    (s) =>
      (window as unknown as HarnessWindow).player.load({ kind: 'live', channelId: 1, stream: s as never }),
    stream,
  );
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const state = await playerState(page);
  expect(state.error).toBeNull();
  expect(state.hardError).toBe(false);
});

test('offline then online: playback resumes by itself', async ({ page, context }) => {
  const token = await guestToken();
  await openPlayer(page, token);
  await page.evaluate(() => (window as unknown as HarnessWindow).player.loadChannel(1));
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await context.setOffline(true);
  await expect.poll(async () => (await playerState(page)).offline, { timeout: 20_000 }).toBe(true);
  await context.setOffline(false);
  await expect.poll(async () => (await playerState(page)).connectionRetry, { timeout: 20_000 }).toBe(true);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect((await playerState(page)).offline).toBe(false);
});
