/**
 * Issue 40 acceptance: what the SDK measures in a real browser reaches SQL and the operator's console shows
 * it. Three channels and one film play in the SDK's harness page; the film's segments from the third on are
 * held until the picture stalls, then answer 404 (the injected fault: a stall, then the §4 policy's error);
 * a ClearKey film's licence is refused. Then, signed in through the console's own page on its own origin:
 * every viewing is listed with the startup time the SDK measured (its own figure, read in the page, within
 * 10 %), the film's stall and both errors under their §8 codes are there, and the film's timeline tells
 * first frame, stall and error in that order. One page, no fixed waits; axe clean.
 */

import type { Page } from '@playwright/test';
import { apiGet, expect, expectFramesAdvance, guestToken, STACK, test } from '../fixtures';
import { seriousViolations } from '../support/axe-inject';
import {
  clearFilmWithoutRolls,
  findContent,
  type HarnessWindow,
  harnessLog,
  openPlayer,
  type StreamInfo,
} from '../support/sdk-harness';

const FRAMES_TIMEOUT_MS = 45_000;
/** The film's segments from this index on are held, then refused: two 2 s segments play, then it stalls. */
const HELD_FROM = 2;
const CHANNELS = [1, 3, 4];
test.describe.configure({ timeout: 240_000 });

/** The SDK's own QoE figures of the source it plays now, and the §8 code it would report. */
const current = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as HarnessWindow).player.getState();
    return {
      startupMs: state.stats?.qoe.startupMs ?? null,
      rebufferCount: state.stats?.qoe.rebufferCount ?? 0,
      code: String(state.error?.drm?.serverCode ?? state.diagnostics?.code ?? state.error?.code ?? ''),
    };
  });

/** A startup time as the console writes it in English ("640 ms", "1.53 s"), in ms. */
const shownMs = (text: string) => {
  const t = text.trim();
  return t.endsWith(' ms') ? Number(t.slice(0, -3).replace(/,/g, '')) : Number(t.slice(0, -2)) * 1000;
};

test('three channels, a film that stalls on a 404 segment and a refused licence, told by the QoE console', async ({
  page,
}) => {
  const token = await guestToken();
  const filmId = await findContent(token, clearFilmWithoutRolls);
  const drmId = await findContent(token, (s) => Boolean(s.laClearkey));
  // Each viewing's id as the SDK names it in its stat calls, in the order the viewings began.
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !/\/v2\/stat(?:\/playback\/\w+)?(?:\?|$)/.test(request.url())) return;
    let id: unknown;
    try {
      id = (request.postDataJSON() as { view?: { id?: unknown } } | null)?.view?.id;
    } catch {
      return;
    }
    if (typeof id === 'string' && !views.includes(id)) views.push(id);
  });
  const viewNumber = async (n: number) => {
    await expect.poll(() => views.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
    return views[n - 1]!;
  };
  await openPlayer(page, token);

  const played: { view: string; startupMs: number }[] = [];
  for (const channel of CHANNELS) {
    await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadChannel(id), channel);
    await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
    // The next channel follows at once (a fast zap): each viewing still closes with its startup time.
    const now = await current(page);
    expect(now.startupMs, `channel ${channel}`).not.toBeNull();
    played.push({ view: await viewNumber(played.length + 1), startupMs: now.startupMs! });
  }

  // The film: its segments from HELD_FROM on wait until the SDK counts a stall, then answer 404.
  const filmStream = await apiGet<StreamInfo>(`/contents/${filmId}/stream`, token);
  const filmDir = new URL(filmStream.hls_mbr ?? filmStream.hls!).pathname.replace(/[^/]+$/, '');
  let release: () => void = () => {};
  const stalled = new Promise<void>((resolve) => {
    release = resolve;
  });
  const refused: string[] = [];
  await page.route(/\/seg-\d+\.m4s/, async (route) => {
    const url = new URL(route.request().url());
    const index = Number(/seg-(\d+)\.m4s/.exec(url.pathname)?.[1]);
    if (!url.pathname.startsWith(filmDir) || index < HELD_FROM) return route.continue();
    await stalled;
    refused.push(url.pathname);
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.evaluate((id) => (window as unknown as HarnessWindow).player.loadContent(id), filmId);
  await expect.poll(async () => (await current(page)).rebufferCount, { timeout: 30_000 }).toBeGreaterThan(0);
  release();
  await expect.poll(async () => (await current(page)).code, { timeout: 30_000 }).not.toBe('');
  const film = { ...(await current(page)), view: await viewNumber(CHANNELS.length + 1) };
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(refused.length).toBeGreaterThan(0);
  expect(film.startupMs).not.toBeNull();
  played.push({ view: film.view, startupMs: film.startupMs! });

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
  await expect.poll(async () => (await current(page)).code, { timeout: 10_000 }).not.toBe('');
  const licence = { ...(await current(page)), view: await viewNumber(CHANNELS.length + 2) };
  expect(views).toHaveLength(CHANNELS.length + 2);
  // Destroy sends the last viewing's closing call.
  await page.evaluate(() => (window as unknown as HarnessWindow).player.destroy());

  // The console: its own page and origin, the demo operator's sign-in.
  await page.goto(`${STACK.console}#/views`);
  await page.getByLabel('Login').fill('operator');
  await page.getByLabel('Password').fill('onair-operator');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Viewings' })).toBeVisible();
  // The ingestion writes in batches: reload the list until every viewing is in with its startup time, and
  // the film's error.
  const row = (view: string) => page.locator(`tr[data-view="${view}"]`);
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.locator('.qoe-main table, .qoe-main .qoe-state').first()).toBeVisible();
        if ((await row(licence.view).count()) === 0) return false;
        // A viewing's startup time arrives with its next call after the first frame (a ping, its last one).
        for (const { view } of played)
          if (((await row(view).locator('[data-startup]').textContent()) ?? '—').trim() === '—') return false;
        return (await row(film.view).locator('[data-errors]').getAttribute('data-errors')) !== '0';
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  for (const { view, startupMs } of played) {
    const text = (await row(view).locator('[data-startup]').textContent()) ?? '';
    expect(
      Math.abs(shownMs(text) - startupMs),
      `${view}: console ${text}, SDK ${startupMs} ms`,
    ).toBeLessThanOrEqual(startupMs * 0.1);
  }
  await expect(row(film.view).locator('[data-stalls]')).not.toHaveAttribute('data-stalls', '0');
  await expect(row(film.view)).toContainText('Failed');
  await expect(row(licence.view)).toContainText('Failed');
  expect(await seriousViolations(page)).toEqual([]);

  // Both errors under their §8 codes on the overview.
  await page.goto(`${STACK.console}#/overview`);
  await expect(page.getByRole('heading', { name: 'Errors by code' })).toBeVisible();
  for (const code of [film.code, licence.code])
    await expect(page.locator('table code', { hasText: new RegExp(`^${code}$`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The metric page, filtered to the film by the link's own filter: its errors (this one and any other test's
  // on the same film, the stack is shared), its chart as a table.
  await page.goto(`${STACK.console}#/metric/errors?content=${filmId}`);
  await expect(page.locator('[data-total] strong')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByLabel('Content')).toHaveValue(String(filmId));
  await page.getByText('The chart as a table').click();
  await expect(page.getByRole('table', { name: 'Errors over time' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The film's timeline, for support: first frame, the stall, then the error, in that order.
  await page.goto(`${STACK.console}#/views/${film.view}`);
  const entries = page.locator('.qoe-timeline li');
  await expect(entries.first()).toBeVisible();
  const types = await entries.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-type')));
  const at = (type: string) => types.indexOf(type);
  expect(at('start'), types.join(' ')).toBe(0);
  expect(at('firstframe')).toBeGreaterThan(at('start'));
  expect(at('stall')).toBeGreaterThan(at('firstframe'));
  expect(at('error')).toBeGreaterThan(at('stall'));
  await expect(page.locator('.qoe-timeline li[data-type="error"]')).toContainText(film.code);
  await page.goto(`${STACK.console}#/views/${licence.view}`);
  await expect(page.locator('.qoe-timeline li[data-type="error"]')).toContainText(licence.code);
  expect(await seriousViolations(page)).toEqual([]);
});
