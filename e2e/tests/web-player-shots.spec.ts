/**
 * Screenshots of the channel page's player (issue 14): controls shown, the TV bar with the programme steps,
 * at 375×667 and 1440×900, English and Russian. Not part of `npm test`: ONAIR_SHOTS=1, saved to
 * ONAIR_SHOTS_DIR (default /tmp/shots-player) for a person to look at.
 */
import { expect, test } from '../fixtures';

test.describe.configure({ timeout: 180_000 });
test.skip(!process.env.ONAIR_SHOTS, 'screenshots: ONAIR_SHOTS=1');

for (const [width, height] of [
  [375, 667],
  [1440, 900],
] as const) {
  for (const lang of ['en', 'ru'] as const) {
    test(`channel page player ${width}×${height} ${lang}`, async ({ page, stack }) => {
      const dir = process.env.ONAIR_SHOTS_DIR ?? '/tmp/shots-player';
      await page.setViewportSize({ width, height });
      await page.goto(`${stack.web}channels/all/onair-one?lang=${lang}`);
      const video = page.locator('video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
      const slider = page.locator('.onair-skin__range');
      await slider.focus();
      await page.locator('.onair-skin').hover();
      await page.screenshot({ path: `${dir}/channel-${width}-${lang}-live.png` });
      // Page Down a few times: the header names the programme the steps will open.
      for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
      await page.locator('.onair-skin').hover();
      await page.screenshot({ path: `${dir}/channel-${width}-${lang}-stepping.png` });
      await expect(page.locator('.onair-skin__programme[data-pending]')).toHaveCount(0, { timeout: 10_000 });
      await page.waitForFunction(() => !document.querySelector('video')?.paused);
      await slider.focus();
      await page.locator('.onair-skin').hover();
      await page.screenshot({ path: `${dir}/channel-${width}-${lang}-archive.png` });
    });
  }
}
