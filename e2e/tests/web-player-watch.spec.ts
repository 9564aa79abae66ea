/**
 * Issue 14 acceptance on the main site's /watch: a series moves to the next episode 2 s before the end (after
 * the end-ad check) through the SDK, and the route follows it; a keyboard-only viewer changes the subtitles
 * and the quality of a film in the same skin the channel page uses.
 */
import type { Page } from '@playwright/test';
import { expect, expectFramesAdvance, samplePlayback, test } from '../fixtures';
import { focusedName, tabTo as tabToWithin } from '../support/keyboard';

const tabTo = (page: Page, name: string) => tabToWithin(page, name, 60);

const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 180_000 });

test('/watch of a series moves to the next episode 2 s before the end', async ({ page, stack }) => {
  // Episode 1 of "Signal Hunters" (30 s); episode 2 follows it.
  await page.goto(`${stack.web}watch/123`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pilot' })).toBeVisible();
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const controls = page.getByRole('group', { name: 'Player controls' });
  await expect(controls.getByRole('button', { name: /^Next episode: Static/ })).toBeVisible();

  // Two skips of 10 s by keyboard bring it close to its end; then it plays out.
  await tabTo(page, 'Pause');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  let switchedAt = -1;
  await expect
    .poll(
      async () => {
        const { currentTime } = await samplePlayback(page);
        if (!page.url().endsWith('/watch/124')) switchedAt = currentTime;
        return page.url();
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toMatch(/\/watch\/124$/);
  // The move came before the end: the last position seen on episode 1 is short of its 30 s.
  expect(switchedAt).toBeLessThan(29.5);
  await expect(page.getByRole('heading', { level: 1, name: 'Static' })).toBeVisible();
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  expect((await samplePlayback(page)).currentTime).toBeLessThan(20);
});

test('keyboard-only viewer changes subtitles and quality on /watch', async ({ page, stack }) => {
  await page.goto(`${stack.web}watch/103`);
  await expect(page.getByTestId('watch-page')).toBeVisible();
  const controls = page.getByRole('group', { name: 'Player controls' });
  await expect(controls.getByRole('button', { name: 'Subtitles' })).toBeVisible({ timeout: 20_000 });

  await tabTo(page, 'Subtitles');
  await page.keyboard.press('Enter');
  const subtitleMenu = page.getByRole('menu', { name: 'Subtitles' });
  const items = subtitleMenu.getByRole('menuitemradio');
  await items.nth(1).focus();
  const language = (await items.nth(1).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelector('video')!.textTracks].some((t) => t.mode === 'showing')),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect(subtitleMenu.getByRole('menuitemradio', { name: language })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await subtitleMenu.getByRole('menuitemradio', { name: 'Off' }).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelector('video')!.textTracks].some((t) => t.mode === 'showing')),
    )
    .toBe(false);

  await tabTo(page, 'Quality');
  await page.keyboard.press('Enter');
  const qualityMenu = page.getByRole('menu', { name: 'Quality' });
  await page.keyboard.press('ArrowUp');
  const lowest = await focusedName(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(qualityMenu.getByRole('menuitemradio', { name: lowest })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  // The film is 30 s long: what matters is that no error came of the changes.
  await expect(page.getByRole('alert')).toHaveCount(0);
});
