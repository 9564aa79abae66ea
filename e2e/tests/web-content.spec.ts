/**
 * Issue 9 acceptance, content: a series page with seasons, /watch resuming from history, and the
 * not-found page for an unknown content.
 */
import { expect, test } from '../fixtures';

test('a series shows its seasons and the episodes of the chosen season', async ({ page, stack }) => {
  await page.goto(`${stack.web}contents/signal-hunters-120`);
  await expect(page.getByRole('heading', { level: 1, name: 'Signal Hunters' })).toBeVisible();
  const seasons = page.getByRole('tablist', { name: 'Seasons' });
  await expect(seasons.getByRole('tab')).toHaveText(['Season 1', 'Season 2']);
  const episodes = page.locator('.episodes__list');
  await expect(episodes).toContainText('Pilot');
  await seasons.getByRole('tab', { name: 'Season 2' }).click();
  await expect(episodes).toContainText('Carrier Wave');
  await expect(episodes).not.toContainText('Pilot');
  await expect(episodes).toContainText('Soon');
  await episodes.getByRole('link', { name: /Carrier Wave/ }).click();
  await expect(page).toHaveURL(/\/contents\/signal-hunters-120\/126$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('season 2, episode 1');
});

test('/watch resumes from the watch history', async ({ page, stack }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'onair.watch_history',
      JSON.stringify({ '103': { seconds: 15, watch_percentage: 50, at: Date.now() } }),
    );
  });
  await page.goto(`${stack.web}watch/103`);
  await expect(page.getByTestId('watch-page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch from the beginning' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(15);
});

test('an unknown content shows the not-found page', async ({ page, stack }) => {
  await page.goto(`${stack.web}contents/no-such-film-99999`);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toContainText('This content was not found');
  await expect(notFound.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
  await page.goto(`${stack.web}watch/99999`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});
