/**
 * Issue 7 (and the web app's) accessibility bar: axe-core finds no serious or critical violation on
 * the React player with its skin, the channel page and an embed, and (issue 20) the notification
 * permission prompt a guest meets on the first page. axe runs inside the page against the real DOM after
 * playback has started, so the controls it audits are the ones a viewer meets. The push modal, the
 * e-mail prompt and survey 1 are checked where their journey opens them (web-engagement-notify.spec.ts).
 */
import { expect, expectFramesAdvance, STACK, test } from '../fixtures';
import { listViolations, seriousViolations } from '../support/axe-inject';

test.describe.configure({ timeout: 120_000 });

test('the React player with its skin has no serious axe violations', async ({ page }) => {
  await page.goto(`${STACK.examples}react.html?content=103`);
  await expect(page.getByRole('region', { name: 'OnAir player' })).toBeVisible();
  await expectFramesAdvance(page, 'video', 45_000);
  await page.mouse.move(200, 200);
  const violations = await seriousViolations(page, '.onair-react-player');
  expect(violations, listViolations(violations)).toEqual([]);
});

test('the channel page has no serious axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${STACK.web}channels`);
  await expect(page.locator('video').first()).toBeAttached({ timeout: 30_000 });
  const violations = await seriousViolations(page);
  expect(violations, listViolations(violations)).toEqual([]);
});

test('a channel embed has no serious axe violations', async ({ page }) => {
  await page.goto(`${STACK.web}channel_embed/1`);
  await expect(page.locator('video').first()).toBeAttached({ timeout: 30_000 });
  const violations = await seriousViolations(page);
  expect(violations, listViolations(violations)).toEqual([]);
});

test.describe('with the notification prompts on', () => {
  test.use({ notificationPrompts: true });

  test("a guest's first page: the notification permission prompt has no serious axe violations", async ({
    page,
  }) => {
    // It waits until the visit is 10 s old (prompt-eligibility.ts, whose test holds 9.999 s: none, 10 s: this
    // prompt), so the first page is seen first. The page runs on Playwright's clock: the 10 s are jumped over.
    await page.clock.install();
    await page.goto(`${STACK.web}news?lang=ru`);
    const prompt = page.locator('[data-testid="prompt-permission"]');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await page.clock.fastForward(10_000);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Разрешить' })).toBeVisible();
    const violations = await seriousViolations(page, '[data-testid="prompt-permission"]');
    expect(violations, listViolations(violations)).toEqual([]);
    // Keyboard: the close button is reachable and closes it.
    await prompt.getByRole('button', { name: 'Закрыть' }).press('Enter');
    await expect(prompt).toHaveCount(0);
  });
});
