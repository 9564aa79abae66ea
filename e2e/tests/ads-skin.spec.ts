/**
 * Issue 5 acceptance, the skin's ad UI over a real player: the React example page plays content 101 (packshots,
 * then a pre-roll skippable after 5 s); the skin counts down, then its skip button ends the ad and the content
 * starts.
 */
import { expect, expectFramesAdvance, STACK, test } from '../fixtures';
import { sinkMark, sinkSince } from '../support/feature-harness';

test.describe.configure({ timeout: 180_000 });

test('the skip button appears after the skip offset and skips the ad into the content', async ({ page }) => {
  const mark = await sinkMark();
  await page.goto(`${STACK.examples}react.html?content=101`);
  const countdown = page.locator('div.onair-skin__ad-skip');
  await expect(countdown).toBeVisible({ timeout: 60_000 });
  const skip = page.locator('button.onair-skin__ad-skip');
  await expect(skip).toBeVisible({ timeout: 15_000 });
  await skip.click();
  await expect(page.locator('.onair-skin__ad-badge')).toHaveCount(0, { timeout: 10_000 });
  await expectFramesAdvance(page, 'video.onair-player__video', 60_000);
  const events = (await sinkSince(mark, ['ad_pixel'])).calls.map((c) => c.query.event);
  expect(events).toContain('skip');
  expect(events).not.toContain('complete');
});
