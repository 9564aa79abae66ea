/**
 * Issue 8 acceptance: every examples page works against the demo backend — it plays (decoded frames
 * advance) or shows its documented outcome — and shows its own code.
 */
import { expect, expectFramesAdvance, test } from '../fixtures';
import { embedFrame, expectFrameAdvance } from './embed-helpers';

const PLAYING_PAGES = [
  { path: 'vanilla.html?mode=live', shows: 'loadChannel(1)' },
  { path: 'vanilla.html?mode=archive', shows: 'ts: hourAgo' },
  { path: 'vanilla.html?mode=vod', shows: 'loadContent(103)' },
  { path: 'clearkey.html', shows: 'loadContent(102)' },
  { path: 'react.html?channel=1', shows: null },
];

for (const { path, shows } of PLAYING_PAGES) {
  test(`examples/${path} plays`, async ({ page, stack }) => {
    await page.goto(`${stack.examples}${path}`);
    await page.locator('video').first().waitFor({ timeout: 20_000 });
    await expectFramesAdvance(page);
    if (shows) await expect(page.locator('#source')).toContainText(shows);
    await expect(page.locator('#status')).not.toHaveAttribute('data-state', 'error');
  });
}

test('the VOD example lists the film’s qualities, audio tracks and subtitles', async ({ page, stack }) => {
  await page.goto(`${stack.examples}vanilla.html?mode=vod`);
  await expect.poll(() => page.locator('#quality option').count()).toBeGreaterThan(2);
  await expect.poll(() => page.locator('#audio option').count()).toBeGreaterThan(1);
  await expect.poll(() => page.locator('#subtitles option').count()).toBeGreaterThan(1);
  const level = await page.locator('#quality option').nth(1).getAttribute('value');
  await page.locator('#quality').selectOption(level!);
  await expect(page.locator('#quality')).toHaveValue(level!);
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'playing');
});

test('the embed example plays the web app’s channel embed and its buttons drive it', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.examples}embed-partner.html?app=${encodeURIComponent(stack.web)}`);
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  const frame = await embedFrame(page);
  await expectFrameAdvance(frame);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.locator('#events li').first()).toHaveText(/^pause/);
  await page.getByRole('button', { name: 'Get state' }).click();
  await expect(page.locator('#status')).toContainText('"paused":true');
  await expect(page.locator('#source')).toContainText('new EmbeddedPlayer(iframe)');
});

test('the stats example plays and reads the stat sink live', async ({ page, stack }) => {
  await page.goto(`${stack.examples}stats.html`);
  await page.locator('video').waitFor({ timeout: 20_000 });
  await expectFramesAdvance(page);
  // The page polls the sink every second; its status counts what arrived since it opened. Which calls
  // arrive depends on the player core sending stats (the stats controller, issue 6), so the page's
  // documented outcome is a working live reader: polling without error, its count matching the table.
  await expect(page.locator('#status')).toHaveAttribute('data-state', /^(polling|calls)$/);
  await expect(page.locator('#status')).toContainText('stat calls so far');
  const count = Number(/(\d+) stat calls/.exec((await page.locator('#status').textContent()) ?? '')?.[1]);
  expect(await page.locator('#calls tr').count()).toBeGreaterThanOrEqual(count);
});

test('the examples index lists every page, one line each', async ({ page, stack }) => {
  await page.goto(`${stack.examples}index.html`);
  const links = await page
    .locator('ul.examples > li > a:first-child')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\//, '')));
  for (const expected of [
    'vanilla.html',
    'react.html',
    'clearkey.html',
    'embed-partner.html',
    'stats.html',
  ]) {
    expect(links).toContain(expected);
  }
});
