/**
 * Issue 21 item 6 in the browser: ad click-throughs are safe.
 *  - One click on the skin's "Learn more" opens exactly one window, with no opener and no referrer. Before the
 *    fix the skin opened the URL itself after the player had opened it (two windows, 'noopener' only; checked
 *    against the old code once).
 *  - A VAST whose <ClickThrough> is `javascript:` opens nothing: no button is offered, a programmatic clickAd
 *    returns nothing and calls window.open never, the ad server gets its Error pixel and the operator the
 *    error_1022 ad analytics, and the ad and then the content play on. Before the fix the URL was passed to
 *    window.open as given.
 */
import type { Page } from '@playwright/test';
import { apiGet, expect, expectFramesAdvance, guestToken, STACK, test } from '../fixtures';
import { type FeatureWindow, openFeaturePlayer, sinkMark, sinkSince } from '../support/feature-harness';

test.describe.configure({ timeout: 180_000 });

declare global {
  interface Window {
    opens?: Array<{ url: string; features: string }>;
  }
}

/** Records every window.open the page makes (and still opens it). */
async function countOpens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.open.bind(window);
    window.opens = [];
    window.open = (url?: string | URL, target?: string, features?: string) => {
      window.opens!.push({ url: String(url), features: features ?? '' });
      return original(url, target, features);
    };
  });
}

/** Serves the demo VAST with its click-through replaced. */
async function rewriteClickThrough(page: Page, target: string): Promise<void> {
  await page.route(`${STACK.origin}/vast/**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<ClickThrough[^>]*>)[\s\S]*?(<\/ClickThrough>)/g,
      `$1<![CDATA[${target}]]>$2`,
    );
    await route.fulfill({ response, body });
  });
}

test('one click on Learn more opens one window, without opener or referrer', async ({ page, context }) => {
  await countOpens(page);
  const opened: Page[] = [];
  context.on('page', (p) => opened.push(p));
  await page.goto(`${STACK.examples}react.html?content=101`);
  const more = page.locator('button.onair-skin__ad-more');
  await expect(more).toBeVisible({ timeout: 60_000 });
  await more.click();
  await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(1);
  // Give a second window every chance to appear.
  await page.waitForTimeout(1500);
  expect(opened).toHaveLength(1);
  const opens = await page.evaluate(() => window.opens);
  expect(opens).toHaveLength(1);
  expect(opens?.[0]?.features).toBe('noopener,noreferrer');
  expect(opens?.[0]?.url).toMatch(/^https?:\/\//);
  const popup = opened[0]!;
  await popup.waitForLoadState('domcontentloaded');
  expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({
    opener: null,
    referrer: '',
  });
});

test('a javascript: click-through opens nothing, is reported as an ad error, and the ad plays on', async ({
  page,
  context,
}) => {
  await countOpens(page);
  const opened: Page[] = [];
  context.on('page', (p) => opened.push(p));
  await rewriteClickThrough(page, 'javascript:alert(document.cookie)');
  const token = await guestToken();
  const label = `xss${Date.now()}`;
  const mark = await sinkMark();
  await openFeaturePlayer(page, token);
  const stream = await apiGet<Record<string, unknown>>('/contents/101/stream?ads=none', token);
  const { packshots: _packshots, ...rest } = stream;
  await page.evaluate(
    (s) =>
      void (window as unknown as FeatureWindow).player.load({
        kind: 'content',
        contentId: 101,
        stream: s as never,
      }),
    { ...rest, ad: { pre_roll: [{ url: `${STACK.origin}/vast/inline?tag=${label}` }] } },
  );
  await expectFramesAdvance(page, 'video.onair-ad-video', 45_000);
  const clicked = await page.evaluate(() => {
    const player = (window as unknown as FeatureWindow).player;
    return { url: player.clickAd() ?? null, offered: player.getState().ad?.clickThroughUrl ?? null };
  });
  expect(clicked).toEqual({ url: null, offered: null });
  expect(await page.evaluate(() => window.opens)).toEqual([]);
  expect(opened).toHaveLength(0);
  await expect
    .poll(async () => (await sinkSince(mark, ['ad_analytics'])).calls.map((c) => c.body.event), {
      timeout: 15_000,
    })
    .toContain('error_1022');
  const pixels = (await sinkSince(mark, ['ad_pixel'])).calls.filter((c) => c.query.tag === label);
  expect(pixels.map((c) => c.query.event)).toContain('error');
  // The refused click does not end the ad or the break: the content follows.
  await expectFramesAdvance(page, 'video.onair-player__video', 90_000);
});
