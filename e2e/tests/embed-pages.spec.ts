/**
 * Issue 8 acceptance for the embed pages themselves: parental control skipped by the query flag inside a
 * listed partner's frame (issue 35: never top-level, security-parental.spec.ts), the lock view's buy button
 * opening the packet page in a new window, the §8 messages, and how the embed looks on a phone and on a
 * desktop.
 */
import { expect, expectFramesAdvance, test } from '../fixtures';
import { embedFrame, expectFrameAdvance } from '../support/embed-helpers';
import { framedByPartner } from '../support/parental-helpers';

test('/content_embed in a listed partner’s frame plays an age-restricted film without the PIN when ignore_parental_control=1', async ({
  page,
  stack,
}) => {
  await framedByPartner(page, `${stack.web}content_embed/midnight-thriller-105?ignore_parental_control=1`);
  const frame = await embedFrame(page);
  await frame.locator('video').waitFor();
  await expectFrameAdvance(frame);
  await expect(frame.getByTestId('embed-pin')).toHaveCount(0);
  // No header, footer or menus in embed mode.
  await expect(frame.locator('header, footer, nav')).toHaveCount(0);
});

test('/content_embed asks the PIN for the same film without the flag', async ({ page, stack }) => {
  await page.goto(`${stack.web}content_embed/105`);
  await expect(page.getByTestId('embed-pin')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
});

test('an unpurchased channel shows the lock view whose buy button opens the packet page in a new window', async ({
  page,
  context,
  stack,
}) => {
  await page.goto(`${stack.web}channel_embed/7`);
  const lock = page.getByTestId('embed-lock');
  await expect(lock).toBeVisible();
  await expect(lock).toContainText('Cinema+');
  const [popup] = await Promise.all([context.waitForEvent('page'), lock.getByRole('button').first().click()]);
  await popup.waitForLoadState('domcontentloaded');
  expect(popup.url()).toBe(`${stack.web}packets/101`);
  // The embed itself stays where it was.
  expect(page.url()).toBe(`${stack.web}channel_embed/7`);
});

test('unknown and malformed embeds say so in the frame', async ({ page, stack }) => {
  await page.goto(`${stack.web}channel_embed/99999`);
  await expect(page.getByTestId('embed-message')).toHaveAttribute('data-key', 'not_found_channel');
  await page.goto(`${stack.web}content_embed/no-id-here`);
  await expect(page.getByTestId('embed-message')).toContainText('The embed URL names no content');
});

for (const size of [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
]) {
  test(`the channel embed fills a ${size.width}×${size.height} viewport`, async ({ page, stack }) => {
    await page.setViewportSize(size);
    await page.goto(`${stack.web}channel_embed/1`);
    await page.locator('video').waitFor();
    await expectFramesAdvance(page);
    const box = await page.locator('video').boundingBox();
    expect(box?.width).toBe(size.width);
    await page.screenshot({ path: test.info().outputPath(`embed-${size.width}x${size.height}.png`) });
    await page.setViewportSize(size);
    await page.goto(`${stack.web}channel_embed/7`);
    await expect(page.getByTestId('embed-lock')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`embed-lock-${size.width}x${size.height}.png`) });
  });
}
