/**
 * Issue 7 acceptance in Chromium against the demo backend: a keyboard-only viewer drives the React player's
 * skin (examples/react.html) — plays, pauses, skips in the archive and VOD, changes quality, audio and
 * subtitles, opens and copies the diagnostics. axe is not installed, so accessibility is asserted with
 * Playwright's own role queries: every control is found by role and name, and Tab walks them in order.
 */
import type { Page } from '@playwright/test';
import { expect, expectFramesAdvance, guestToken, STACK, samplePlayback, test } from '../fixtures';
import { focusedName, tabTo } from '../support/keyboard';
import { clearFilmWithoutRolls, findContent } from '../support/sdk-harness';

const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 180_000 });

async function openReact(page: Page, query: string): Promise<void> {
  await page.goto(`${STACK.examples}react.html?${query}`);
  await expect(page.getByRole('region', { name: 'OnAir player' })).toBeVisible();
  await page.waitForSelector('video', { state: 'attached' });
}

async function clearVod(): Promise<number> {
  const token = await guestToken();
  return findContent(token, clearFilmWithoutRolls);
}

test('keyboard-only viewer: pause, play, skip and the track menus on a VOD', async ({ page }) => {
  const contentId = await clearVod();
  await openReact(page, `content=${contentId}`);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const controls = page.getByRole('group', { name: 'Player controls' });

  // Every control by role and name.
  for (const name of [
    'Pause',
    'Back 10 seconds',
    'Forward 10 seconds',
    'Unmute',
    'Playback speed',
    'Fullscreen',
  ]) {
    await expect(controls.getByRole('button', { name })).toBeVisible();
  }
  await expect(controls.getByRole('slider', { name: 'Volume' })).toBeVisible();
  await expect(controls.getByRole('slider', { name: 'Playback position' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+:\d\d \/ \d+:\d\d$/,
  );
  await expect(controls.getByRole('button', { name: 'Quality' })).toBeVisible({ timeout: 20_000 });
  await expect(controls.getByRole('button', { name: 'Audio track' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Subtitles' })).toBeVisible();

  // Tab order follows the bar from left to right.
  const order: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    order.push(await focusedName(page));
  }
  const expected = [
    'Playback position',
    'Pause',
    'Back 10 seconds',
    'Forward 10 seconds',
    'Unmute',
    'Volume',
  ];
  const indices = expected.map((name) => order.indexOf(name));
  expect(
    indices.every((i) => i >= 0),
    `focus order was ${order.join(' → ')}`,
  ).toBe(true);
  expect([...indices].sort((a, b) => a - b)).toEqual(indices);
  expect(order.indexOf('Quality')).toBeGreaterThan(order.indexOf('Volume'));
  expect(order.indexOf('Fullscreen')).toBeGreaterThan(order.indexOf('Subtitles'));

  // Space on the focused button pauses, again plays.
  await tabTo(page, 'Pause');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await samplePlayback(page)).paused).toBe(true);
  await expect(page.locator('.onair-skin__sr')).toHaveText('Paused');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await samplePlayback(page)).paused).toBe(false);

  // Arrows skip 10 s from anywhere but a slider.
  const before = (await samplePlayback(page)).currentTime;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await samplePlayback(page)).currentTime).toBeGreaterThan(before + 8);
  const after = (await samplePlayback(page)).currentTime;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await samplePlayback(page)).currentTime).toBeLessThan(after - 5);

  // Quality: open with Enter, move with arrows, choose with Enter; focus returns to the button.
  await tabTo(page, 'Quality');
  await page.keyboard.press('Enter');
  const qualityMenu = page.getByRole('menu', { name: 'Quality' });
  await expect(qualityMenu.getByRole('menuitemradio', { name: 'Auto' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  const lowest = await focusedName(page);
  await page.keyboard.press('Enter');
  await expect(qualityMenu).toBeHidden();
  await expect(controls.getByRole('button', { name: 'Quality' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(qualityMenu.getByRole('menuitemradio', { name: lowest })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(qualityMenu).toBeHidden();

  // Audio: pick the track that is not playing.
  await tabTo(page, 'Audio track');
  await page.keyboard.press('Enter');
  const audioMenu = page.getByRole('menu', { name: 'Audio track' });
  const other = audioMenu.locator('[aria-checked="false"]').first();
  const otherName = (await other.textContent()) ?? '';
  await page.keyboard.press('ArrowDown');
  await expect(other).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(audioMenu.getByRole('menuitemradio', { name: otherName })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  // Subtitles: choose the first language, then Off.
  await tabTo(page, 'Subtitles');
  await page.keyboard.press('Enter');
  const subtitleMenu = page.getByRole('menu', { name: 'Subtitles' });
  await page.keyboard.press('End');
  const items = subtitleMenu.getByRole('menuitemradio');
  await items.nth(1).focus();
  const language = (await items.nth(1).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(subtitleMenu.getByRole('menuitemradio', { name: language })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await subtitleMenu.getByRole('menuitemradio', { name: 'Off' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(subtitleMenu.getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  await expect(page.locator('#status')).not.toContainText('Error');
});

test('keyboard-only viewer skips in the archive', async ({ page }) => {
  const ts = Math.floor(Date.now() / 1000) - 2 * 3600;
  await openReact(page, `channel=1&ts=${ts}`);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const controls = page.getByRole('group', { name: 'Player controls' });
  await expect(controls.getByRole('button', { name: 'Back 10 seconds' })).toBeVisible();
  await tabTo(page, 'Pause');
  const before = (await samplePlayback(page)).currentTime;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await samplePlayback(page)).currentTime).toBeGreaterThan(before + 15);
  const after = (await samplePlayback(page)).currentTime;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await samplePlayback(page)).currentTime).toBeLessThan(after - 5);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
});

test('keyboard-only viewer opens and copies the diagnostics after repeated errors', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: STACK.examples.replace(/\/$/, ''),
  });
  const contentId = await clearVod();
  await openReact(page, `content=${contentId}&fault=404always`);
  const more = page.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('alert').first()).toContainText(
    /could not be loaded|not supported|keeps failing/,
  );
  await tabTo(page, 'More');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Playback diagnostics' });
  for (const label of [
    'Error code',
    'Error type',
    'Stream URL',
    'Position (sec)',
    'Content ID',
    'Total errors',
  ]) {
    await expect(dialog).toContainText(label);
  }
  await expect(dialog).not.toContainText('access_token=e');
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Copied to clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Error code: \d+/);
  expect(copied).toContain(`Content ID: ${contentId}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
});
