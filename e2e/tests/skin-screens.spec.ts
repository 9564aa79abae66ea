/**
 * Screens of the React skin at a phone (375×667) and a desktop (1440×900) size, for a person to look at:
 * written to .cache/skin-shots (not committed). The assertions check what must hold at both sizes: the bar
 * fits the width, every control is reachable by role, nothing overflows the player.
 */
import { expect, expectFramesAdvance, guestToken, STACK, test } from '../fixtures';
import { clearFilmWithoutRolls, findContent } from '../support/sdk-harness';

test.describe.configure({ timeout: 180_000 });

for (const size of [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
]) {
  test(`the skin fits at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`${STACK.examples}react.html?channel=1`);
    await page.waitForSelector('video', { state: 'attached' });
    await expectFramesAdvance(page, 'video', 45_000);
    const player = page.getByRole('region', { name: 'OnAir player' });
    const controls = page.getByRole('group', { name: 'Player controls' });
    await player.hover();
    await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    const box = (await player.boundingBox())!;
    const full = (await controls.getByRole('button', { name: 'Fullscreen' }).boundingBox())!;
    expect(full.x + full.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    await page.screenshot({ path: `.cache/skin-shots/live-${size.width}.png` });
    await page.keyboard.press('Tab');
    await page.screenshot({ path: `.cache/skin-shots/live-focus-${size.width}.png` });
  });
}

for (const size of [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
]) {
  test(`a VOD with its progress bar and an open menu at ${size.width}×${size.height}`, async ({ page }) => {
    const token = await guestToken();
    const contentId = await findContent(token, clearFilmWithoutRolls);
    await page.setViewportSize(size);
    await page.goto(`${STACK.examples}react.html?content=${contentId}`);
    await page.waitForSelector('video', { state: 'attached' });
    await expectFramesAdvance(page, 'video', 45_000);
    const controls = page.getByRole('group', { name: 'Player controls' });
    await page.getByRole('region', { name: 'OnAir player' }).hover();
    await expect(controls.getByRole('slider', { name: 'Playback position' })).toBeVisible();
    await controls.getByRole('button', { name: 'Playback speed' }).click();
    const menu = page.getByRole('menu', { name: 'Playback speed' });
    await expect(menu).toBeVisible();
    const box = (await page.getByRole('region', { name: 'OnAir player' }).boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(menuBox.y).toBeGreaterThanOrEqual(box.y - 0.5);
    const full = (await controls.getByRole('button', { name: 'Fullscreen' }).boundingBox())!;
    expect(full.x + full.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(full.y + full.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    await page.screenshot({ path: `.cache/skin-shots/vod-menu-${size.width}.png` });
  });
}
