/**
 * Issue 22: the React skin shows an HLS interstitial that hls.js plays as an ad break. The corpus stream
 * hls-interstitial (packages/demo-backend/media/conformance) has a 3 s break at 1 s marked X-RESTRICT="SKIP,JUMP";
 * examples/react.html?corpus=… plays it through <Player> + <PlayerSkin>. While the break plays the skin says
 * "Ad 1 of 1 · 0:0N left", offers no skip button, no position bar and no ±10 s, and the arrow keys do not seek;
 * when the film resumes the bar is back. ONAIR_SHOTS=1 also saves the break at 375 and 1440 px, EN and RU.
 */
import type { Page } from '@playwright/test';
import { expect, STACK, test } from '../fixtures';

test.describe.configure({ timeout: 90_000 });

const BADGE = '.onair-skin__ad-badge';

async function openBreak(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.goto(`${STACK.examples}react.html?corpus=hls-interstitial&lang=${lang}`);
  await expect(page.locator(BADGE)).toBeVisible({ timeout: 30_000 });
}

test('an HLS interstitial shows as an ad break whose X-RESTRICT the skin keeps', async ({ page }) => {
  await page.addInitScript(() => {
    const seeks: number[] = [];
    (window as unknown as { onairSeeks: number[] }).onairSeeks = seeks;
    document.addEventListener('seeking', () => seeks.push(performance.now()), true);
  });
  await openBreak(page, 'en');
  await expect(page.locator(BADGE)).toHaveText(/^Ad 1 of 1 · 0:0[1-3] left$/);
  const controls = page.getByRole('group', { name: 'Player controls' });
  await expect(controls.getByRole('button', { name: /^(Pause|Play)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip ad' })).toHaveCount(0);
  await expect(controls.getByRole('slider', { name: 'Playback position' })).toHaveCount(0);
  await expect(controls.getByRole('button', { name: 'Forward 10 seconds' })).toHaveCount(0);

  // The arrow keys do not seek inside the break (a seek there would skip what X-RESTRICT=SKIP forbids).
  const player = page.getByRole('region', { name: 'OnAir player' });
  await player.focus();
  const before = await page.evaluate(() => (window as unknown as { onairSeeks: number[] }).onairSeeks.length);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => (window as unknown as { onairSeeks: number[] }).onairSeeks.length);
  expect(after - before, 'seeks after ArrowRight in the break').toBe(0);
  await expect(page.locator('.onair-skin__sr')).not.toHaveText('10 seconds');
  await expect(page.locator(BADGE)).toBeVisible();

  // The film resumes by itself after the break: no badge, the position bar back, and it plays to its end.
  await expect(page.locator(BADGE)).toHaveCount(0, { timeout: 20_000 });
  await page.mouse.move(200, 200);
  await expect(controls.getByRole('slider', { name: 'Playback position' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const video = document.querySelector('video');
        return Boolean(
          video && (video.ended || (video.duration > 0 && video.currentTime >= video.duration - 0.25)),
        );
      }),
    )
    .toBe(true);
});

test('screenshots of the interstitial break at 375 and 1440 px, EN and RU', async ({ page }) => {
  test.skip(!process.env.ONAIR_SHOTS, 'screenshots: ONAIR_SHOTS=1');
  const dir = process.env.ONAIR_SHOTS_DIR ?? '/tmp/shots-interstitial';
  for (const [width, height] of [
    [375, 667],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const lang of ['en', 'ru'] as const) {
      await openBreak(page, lang);
      await page.mouse.move(width / 2, height / 4);
      await page.screenshot({ path: `${dir}/interstitial-${lang}-${width}.png` });
    }
  }
});
