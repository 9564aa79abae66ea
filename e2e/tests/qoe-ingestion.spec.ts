/**
 * Issue 40, the ingestion, the console's API and the console itself: what the SDK
 * measures in a real browser reaches SQL and is told back by /qoe/v1. A film plays through a segment that
 * 404s once, a ClearKey film's licence is refused, a channel plays and the player is destroyed; then, signed
 * in as the demo operator, each viewing is there with the SDK's own startup time (within 10 %), the refusal
 * under the §8 code the SDK reported, and each viewing's timeline in call order; then the console, signed in
 * through its own page on its own origin, lists the viewings, the film's startup time and the §8 code, and is
 * axe clean.
 */

import { apiGet, expect, expectFramesAdvance, guestToken, STACK, test } from '../fixtures';
import { seriousViolations } from './axe-inject';
import {
  clearFilmWithoutRolls,
  findContent,
  type HarnessWindow,
  harnessLog,
  openPlayer,
  type StreamInfo,
} from './sdk-harness';

const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 240_000 });

type Timeline = { type: string; seq: number | null; code?: string; startupMs?: number }[];
type ViewAnswer = { view: Record<string, unknown>; timeline: Timeline };

/** The viewing the player is on now, and the last startup time it measured. */
const current = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const w = window as unknown as HarnessWindow;
    const state = w.player.getState();
    return {
      view: state.stats?.view?.id ?? '',
      startupMs: w.harnessLog.firstFrames.at(-1) ?? null,
      code: state.diagnostics?.code ?? state.error?.code ?? null,
      serverCode: state.error?.drm?.serverCode ?? null,
    };
  });

test('a film through a 404 segment, a refused licence and a channel reach the QoE API as the SDK measured them', async ({
  page,
  request,
}) => {
  const token = await guestToken();
  const filmId = await findContent(token, clearFilmWithoutRolls);
  let failed = '';
  await page.route(/\/seg-\d+\.m4s/, async (route) => {
    if (failed) return route.continue();
    failed = route.request().url();
    return route.fulfill({ status: 404, body: 'gone once' });
  });
  await openPlayer(page, token);

  await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadContent(id), filmId);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const film = await current(page);
  expect(failed).not.toBe('');
  expect(film.view).toMatch(/^[0-9a-f]{32}$/);
  expect(film.startupMs).not.toBeNull();

  const drmId = await findContent(token, (s) => Boolean(s.laClearkey));
  const refusedStream = await apiGet<StreamInfo>(`/contents/${drmId}/stream?drm_fail=403`, token);
  await page.evaluate(
    ([id, s]) =>
      (window as unknown as HarnessWindow).player.load({
        kind: 'content',
        contentId: id,
        stream: s as never,
      }),
    [drmId, refusedStream] as const,
  );
  await expect
    .poll(async () => (await harnessLog(page)).drmErrors.length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const refused = await current(page);
  expect(refused.view).not.toBe(film.view);

  await page.evaluate(() => (window as unknown as HarnessWindow).player.loadChannel(1));
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const channel = await current(page);
  // Destroy sends the channel's last ping.
  await page.evaluate(() => (window as unknown as HarnessWindow).player.destroy());

  const signIn = await request.post(`${new URL(STACK.api).origin}/qoe/v1/session`, {
    data: { login: 'operator', password: 'onair-operator' },
  });
  expect(signIn.status()).toBe(200);
  const { token: operator } = (await signIn.json()) as { token: string };
  const read = async (id: string): Promise<ViewAnswer | null> => {
    const res = await request.get(`${new URL(STACK.api).origin}/qoe/v1/views/${id}`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    return res.status() === 200 ? ((await res.json()) as ViewAnswer) : null;
  };
  // The ingestion writes in batches: poll until the channel's final ping is in.
  await expect
    .poll(async () => (await read(channel.view))?.view.ended, { timeout: 20_000, intervals: [500] })
    .toBe(true);

  const filmView = (await read(film.view))!;
  const sdkStartup = film.startupMs!;
  expect(Math.abs(Number(filmView.view.startupMs) - sdkStartup)).toBeLessThanOrEqual(sdkStartup * 0.1);
  expect(filmView.view).toMatchObject({ content: String(filmId), started: true, failed: false });
  const filmTypes = filmView.timeline.map((e) => e.type);
  expect(filmTypes[0]).toBe('start');
  expect(filmTypes).toContain('firstframe');

  const refusedView = (await read(refused.view))!;
  expect(refusedView.view).toMatchObject({ failed: true, content: String(drmId) });
  const error = refusedView.timeline.find((e) => e.type === 'error');
  expect(error?.code).toBe(String(refused.serverCode ?? refused.code));

  const channelView = (await read(channel.view))!;
  expect(channelView.view).toMatchObject({
    channel: '1',
    engine: expect.stringMatching(/^(hls|shaka|native)$/),
  });
  // In call order: the numbers only grow.
  for (const timeline of [filmView.timeline, refusedView.timeline, channelView.timeline]) {
    const seqs = timeline.map((e) => e.seq).filter((s): s is number => s !== null);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  }

  // The console: its own page, the demo operator's sign-in, the viewings, a startup time and the §8 code.
  await page.goto(`${STACK.console}#/views`);
  await page.getByLabel('Login').fill('operator');
  await page.getByLabel('Password').fill('onair-operator');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const filmRow = page.locator(`tr[data-view="${film.view}"]`);
  await expect(filmRow).toBeVisible();
  await expect(page.locator(`tr[data-view="${refused.view}"]`)).toContainText('Failed');
  await expect(page.locator(`tr[data-view="${channel.view}"]`)).toBeVisible();
  const shown = ((await filmRow.locator('[data-startup]').textContent()) ?? '').trim();
  const shownMs = shown.endsWith(' ms') ? Number(shown.slice(0, -3)) : Number(shown.slice(0, -2)) * 1000;
  expect(Math.abs(shownMs - sdkStartup)).toBeLessThanOrEqual(sdkStartup * 0.1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${STACK.console}#/overview`);
  await expect(page.getByRole('heading', { name: 'Errors by code' })).toBeVisible();
  await expect(page.locator('table code', { hasText: error!.code! })).toBeVisible();
  await expect(page.locator('[data-metric="startupP50"] strong')).not.toHaveText('—');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${STACK.console}#/views/${refused.view}`);
  await expect(page.locator('.qoe-timeline li[data-type="error"]')).toContainText(error!.code!);
});
