/**
 * Issue 9 layout checks in Chromium: the header menu built from rowsets with its "More" dropdown
 * (keyboard: aria-expanded, Escape closes and returns focus), the default menu when the operator has no
 * rowsets, no sideways scrolling at 375 px, the recommended and last channels, and the content page's muted
 * background trailer (desktop only, not with reduced motion, paused while the tab is hidden).
 * Screenshots for the lead go to /tmp/shots.
 */
import type { Page } from '@playwright/test';
import { expect, expectFramesAdvance, test } from '../fixtures';
import { injectAxe } from '../support/axe-inject';

/** Serious or critical WCAG 2.1 AA violations inside `selector`, as "rule at target" lines. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async (include) => {
    type Result = {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
    };
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
    const result = await axe.run(
      { include: [include] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

const SHOTS = process.env.ONAIR_SHOTS_DIR ?? '/tmp/shots';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Another operator's menu pages (001 §3), standing in for the demo operator's own rowsets. */
const ROWSETS = [
  { id: 1, slug: 'start', title: 'Start page', template: 'startpage' },
  { id: 2, slug: 'channels', title: 'Live television', template: 'tvchannels20' },
  { id: 3, slug: 'search', title: 'Search', template: 'search' },
  { id: 4, slug: 'films', title: 'Feature films', template: 'group.catalog' },
  { id: 5, slug: 'series', title: 'Series and shows', template: 'group.catalog' },
  { id: 6, slug: 'kids', title: 'Cartoons for kids', template: 'rowset' },
  { id: 7, slug: 'docs', title: 'Documentaries', template: 'rowset' },
  { id: 8, slug: 'sport', title: 'Sport replays', template: 'rowset' },
  { id: 1000, slug: 'my', title: 'My stuff', template: 'rowset' },
  { id: 9, slug: 'partner', title: 'Partner site', template: 'outer_link', url: 'https://partner.invalid/' },
];

test.describe('header menu', () => {
  test('without rowsets the header shows the default pages and nothing overflows', async ({
    page,
    stack,
  }) => {
    // An operator without rowsets answers 404 (the demo operator has them, issue 19).
    await page.route('**/v2/rowsets**', (route) =>
      route.fulfill({
        status: 404,
        json: { error: { status: 404, error_code: 'not_found', message: 'No rowsets' } },
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${stack.web}channels`);
    const menu = page.locator('header').getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'TV channels', 'Free', 'Movies & series']);
    await expect(menu.getByRole('button', { name: /More/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'TV channels' })).toHaveClass(/active/);
    // 001 §2 Search UI: / opens the search field on a desktop when no field has the focus (the channel
    // page may have put it on the list or the player while it loaded, so start from none).
    await expect(page.getByRole('list', { name: 'All channels' })).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', { name: 'Search', exact: true })).toBeFocused();
  });

  test('rowset pages fill the menu and what does not fit goes into More', async ({ page, stack }) => {
    await page.route('**/v2/rowsets**', (route) =>
      route.fulfill({ json: ROWSETS, headers: { 'access-control-allow-origin': '*' } }),
    );
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto(`${stack.web}channels`);
    const menu = page.locator('header').getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link').first()).toHaveText('Start page');
    // search pages never show; 'my' is hidden from the guest
    await expect(page.getByText('My stuff')).toHaveCount(0);
    const more = menu.getByRole('button', { name: /More/ });
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(await horizontalOverflow(page)).toBe(0);

    // Every bar item sits inside the header, left of the search field.
    const searchBox = await page.locator('.header__search').boundingBox();
    for (const link of await menu.locator(':scope > a').all()) {
      const box = await link.boundingBox();
      expect(box && searchBox && box.x + box.width <= searchBox.x).toBe(true);
    }

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator('.more-menu__list');
    expect(await list.getAttribute('id')).toBe(await more.getAttribute('aria-controls'));
    await expect(list.getByRole('link', { name: 'Partner site' })).toBeVisible();
    expect(await axeProblems(page, 'header')).toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/header-more-1100x800.png`,
      clip: { x: 0, y: 0, width: 1100, height: 420 },
    });
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await expect(list).toBeHidden();
    // Escape in the dropdown does not also leave the channel page.
    await expect(page).toHaveURL(/\/channels/);

    // A wider window takes items back out of the dropdown.
    const shownNarrow = await menu.locator(':scope > a').count();
    await page.setViewportSize({ width: 1900, height: 900 });
    await expect.poll(() => menu.locator(':scope > a').count()).toBeGreaterThan(shownNarrow);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('no sideways scrolling; the bottom bar replaces the header menu', async ({ page, stack }) => {
    await page.goto(`${stack.web}channels`);
    await expect(page.getByRole('list', { name: 'All channels' })).toBeVisible();
    await expect(page.locator('header nav')).toHaveCount(0);
    await expect(page.locator('.bottom-nav').getByRole('link', { name: 'TV channels' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/channels-375x667-list.png` });

    await page
      .getByRole('list', { name: 'All channels' })
      .getByRole('link', { name: /Retro TV/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Retro TV' }).getByTestId('player')).toBeVisible();
    await expectFramesAdvance(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/channel-375x667.png` });
    // The narrow page toggles between the schedule and the programme's description (001 §2).
    const dialog = page.getByRole('dialog', { name: 'Retro TV' });
    await dialog.getByRole('tab', { name: 'Description' }).click();
    await expect(dialog.getByRole('region', { name: 'Description' })).toContainText('on channel 6');
    await dialog.getByRole('tab', { name: 'Schedule' }).click();
    await expect(dialog.getByRole('tablist', { name: 'Days' })).toBeVisible();

    await page.goto(`${stack.web}contents/signal-hunters-120`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    // No moving background on a phone-sized window.
    await expect(page.getByTestId('background-trailer')).toHaveCount(0);

    // /channelsfree is a modal page on a phone; landed on directly, closing goes to the main page.
    await page.goto(`${stack.web}channelsfree`);
    const free = page.getByRole('dialog', { name: 'Free channels' });
    await expect(free.getByRole('list', { name: 'Free channels' }).getByRole('link')).toHaveText([
      /OnAir Free/,
    ]);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(stack.web);
  });
});

test('the desktop channel page lists recommended and last channels and has a back button', async ({
  page,
  stack,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${stack.web}channels/all/retro-tv`);
  await expect(page.getByRole('heading', { level: 1, name: 'Retro TV' })).toBeVisible();
  const recommended = page.getByRole('list', { name: 'Recommended' });
  await expect(recommended.getByRole('link').first()).toBeVisible();
  await expect(recommended.getByRole('link', { name: /Retro TV/ })).toHaveCount(0);
  await expect(recommended).not.toContainText('18+');
  expect(await horizontalOverflow(page)).toBe(0);
  await expectFramesAdvance(page);
  await page.screenshot({ path: `${SHOTS}/channel-1440x900.png` });
  // Landed here directly: back goes to the main page, not off the site.
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(stack.web);
  // 001 §2 "last channels": on the next channel, the one watched before is listed.
  await page.goBack();
  await page.getByRole('list', { name: 'Recommended' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retro TV' })).toHaveCount(0);
  const last = page.getByRole('list', { name: 'Last channels' });
  await expect(last.getByRole('link', { name: /Retro TV/ })).toHaveAttribute('href', /retro-tv$/);
});

test.describe('content page background', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a trailer plays muted behind the hero, pauses while the tab is hidden', async ({ page, stack }) => {
    await page.goto(`${stack.web}contents/101`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Test Pattern' })).toBeVisible();
    const video = page.getByTestId('background-trailer').locator('video');
    await expect(video).toHaveCount(1, { timeout: 15_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/content-1440x900.png` });

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    // Playing the content leaves the page, and the background player with it.
    await page.getByRole('link', { name: 'Trailer' }).click();
    await expect(page.getByTestId('background-trailer')).toHaveCount(0);
  });

  test('with reduced motion the still image stays', async ({ page, stack }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${stack.web}contents/101`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Test Pattern' })).toBeVisible();
    await expect(page.getByTestId('background-trailer')).toHaveCount(0);
  });
});
