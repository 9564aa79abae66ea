/**
 * Issue 4 acceptance: the SDK opens a channel live, goes back into a past programme's archive at the right
 * wall-clock second, stacks skips, crosses a programme boundary by itself, refuses a future programme and
 * loops the blackout mattress for a banned one — all against the demo backend's generated EPG.
 */
import { apiGet, expect, expectFramesAdvance, guestToken, test } from '../fixtures';
import { type FeatureWindow, openFeaturePlayer, seen, state } from '../support/feature-harness';

const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 180_000 });

interface Programme {
  id: number;
  timestamp: number;
  duration: number;
  is_catchup_available?: boolean;
}

const nowSec = () => Math.floor(Date.now() / 1000);

async function schedule(channelId: number, token: string): Promise<Programme[]> {
  const now = nowSec();
  return apiGet<Programme[]>(
    `/channels/${channelId}/schedule?start=${now - 6 * 3600}&end=${now + 6 * 3600}`,
    token,
  );
}

test('a channel opens live with its programme on the timeline', async ({ page }) => {
  const token = await guestToken();
  await openFeaturePlayer(page, token);
  await page.evaluate(() => (window as unknown as FeatureWindow).player.loadChannel(1));
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await expect.poll(async () => (await state(page)).timeline?.scheduleStatus).toBe('ready');
  const s = await state(page);
  expect(s.source).toMatchObject({ kind: 'live', channelId: 1 });
  expect(s.timeline).toMatchObject({ isLive: true, isArchive: false, canPause: true });
  const { programme, positionMs } = s.timeline!;
  expect(programme).not.toBeNull();
  expect(positionMs! / 1000).toBeGreaterThanOrEqual(programme!.start);
  expect(positionMs! / 1000).toBeLessThan(programme!.end);
  expect(Math.abs(positionMs! / 1000 - nowSec())).toBeLessThan(90);
});

test('scrubbing back plays the past programme from the asked second, and skip ×3 lands 30 s later', async ({
  page,
}) => {
  const token = await guestToken();
  const now = nowSec();
  const past = (await schedule(1, token)).find((p) => p.timestamp + p.duration < now - 600)!;
  const target = past.timestamp + 120;
  await openFeaturePlayer(page, token);
  await page.evaluate(() => (window as unknown as FeatureWindow).player.loadChannel(1));
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await page.evaluate((ts) => (window as unknown as FeatureWindow).player.seekTimeline(ts), target);
  await expect.poll(async () => (await state(page)).source?.kind, { timeout: 20_000 }).toBe('archive');
  expect((await state(page)).source).toMatchObject({ channelId: 1, ts: target });
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  let s = await state(page);
  expect(s.timeline).toMatchObject({ isArchive: true, programme: { id: past.id } });
  // The stream's media time 0 is the programme start: the position is the asked second plus what played.
  const position = s.timeline!.positionMs! / 1000;
  expect(position).toBeGreaterThanOrEqual(target);
  expect(position).toBeLessThan(target + 30);

  const loads = await page.evaluate(() => (window as unknown as FeatureWindow).player.getState().source);
  await page.evaluate(() => {
    const { player } = window as unknown as FeatureWindow;
    player.skip(1);
    player.skip(1);
    player.skip(1);
  });
  expect((await state(page)).timeline?.skipPending).toMatchObject({ steps: 3 });
  await expect.poll(async () => (await state(page)).timeline?.skipPending ?? null).toBeNull();
  s = await state(page);
  const after = s.timeline!.positionMs! / 1000;
  expect(after - position).toBeGreaterThanOrEqual(29);
  expect(after - position).toBeLessThan(40);
  // Within the loaded programme the skip is a seek, not a new stream.
  expect(s.source).toEqual(loads);
  await expect.poll(async () => (await state(page)).playing).toBe(true);
});

test('archive playback crosses a programme boundary into the next programme by itself', async ({ page }) => {
  const token = await guestToken();
  const now = nowSec();
  const programmes = await schedule(1, token);
  const index = programmes.findIndex((p) => p.timestamp + p.duration < now - 3600);
  const ending = programmes[index]!;
  const next = programmes[index + 1]!;
  const end = ending.timestamp + ending.duration;
  await openFeaturePlayer(page, token);
  await page.evaluate((ts) => (window as unknown as FeatureWindow).player.loadChannel(1, { ts }), end - 12);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect((await state(page)).timeline?.programme?.id).toBe(ending.id);
  await expect
    .poll(async () => (await state(page)).source?.ts, { timeout: 60_000, intervals: [1000] })
    .toBe(next.timestamp);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect((await state(page)).timeline).toMatchObject({ isArchive: true, programme: { id: next.id } });
});

test('a future programme is refused with error_schedule_from_future', async ({ page }) => {
  const token = await guestToken();
  const future = (await schedule(1, token)).find((p) => p.timestamp > nowSec() + 600)!;
  await openFeaturePlayer(page, token);
  await page.evaluate(
    (ts) => (window as unknown as FeatureWindow).player.loadChannel(1, { ts }),
    future.timestamp + 60,
  );
  const s = await state(page);
  expect(s.refusal).toEqual({ key: 'error_schedule_from_future' });
  expect(s.engine).toBeNull();
  expect((await seen(page)).warnings).toContain('error_schedule_from_future');
});

test('a programme whose catch-up is banned plays the blackout mattress in a loop', async ({ page }) => {
  const token = await guestToken();
  const now = nowSec();
  let found: { channel: number; programme: Programme } | null = null;
  for (let id = 12; id <= 32 && !found; id++) {
    const channel = await apiGet<{ is_purchased?: boolean; age?: number; archived_days?: number }>(
      `/channels/${id}`,
      token,
    );
    if (!channel.is_purchased || (channel.age ?? 18) >= 18 || !channel.archived_days) continue;
    const banned = (await schedule(id, token)).find(
      (p) => p.is_catchup_available === false && p.timestamp + p.duration < now - 60,
    );
    if (banned) found = { channel: id, programme: banned };
  }
  expect(found, 'the seeded EPG has a banned programme on a purchased channel').not.toBeNull();
  await openFeaturePlayer(page, token);
  await page.evaluate(
    ([channel, ts]) => (window as unknown as FeatureWindow).player.loadChannel(channel, { ts }),
    [found!.channel, found!.programme.timestamp + 30] as const,
  );
  await expect.poll(async () => (await state(page)).refusal?.key).toBe('error_schedule_copyright_banned');
  await expectFramesAdvance(page, 'video.onair-player__video', FRAMES_TIMEOUT_MS);
  const media = await page.evaluate(() => {
    const video = (window as unknown as FeatureWindow).player.video!;
    return { loop: video.loop, src: video.currentSrc };
  });
  expect(media.loop).toBe(true);
  expect(media.src).toContain('mattress');
});
