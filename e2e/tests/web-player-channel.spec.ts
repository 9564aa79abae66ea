/**
 * Issue 14 acceptance on the main site (not the examples): the channel page plays with the SDK's whole skin.
 * A keyboard-only viewer pauses live on a channel with an archive, skips back three times into the archive
 * 30 s earlier, changes quality and subtitles, enters and leaves fullscreen, steps from live into yesterday's
 * programme on the progress bar (Page Down) and scrubs past its start into the one before; a forced stream
 * error opens the diagnostics; a refused stream opens the message modal whose back action lands on the
 * channel list; a 7-day archive shows 7 days in the guide.
 */
import type { Page } from '@playwright/test';
import { expect, expectFramesAdvance, samplePlayback, test } from '../fixtures';
import { focusedName, pressBurst, tabTo as tabToWithin } from '../support/keyboard';

const tabTo = (page: Page, name: string) => tabToWithin(page, name, 200);

const FRAMES_TIMEOUT_MS = 45_000;
test.describe.configure({ timeout: 180_000 });

/** The wall-clock second (unix) the TV bar says the picture is at: its slider's value, on a 10 s grid. */
async function tvPosition(page: Page): Promise<number> {
  const slider = page
    .getByRole('group', { name: 'Player controls' })
    .getByRole('slider', { name: 'Playback position' });
  return Number(await slider.inputValue());
}

/** Seconds the picture is into the programme on air: the TV bar's slider starts at the programme's start. */
async function intoProgramme(page: Page): Promise<number> {
  const slider = page
    .getByRole('group', { name: 'Player controls' })
    .getByRole('slider', { name: 'Playback position' });
  return Number(await slider.inputValue()) - Number(await slider.getAttribute('min'));
}

test('keyboard-only viewer: pause live, three skips back into the archive, quality, subtitles, fullscreen', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}channels/all/onair-one`);
  const player = page.getByRole('region', { name: 'OnAir One' });
  await expect(player).toBeVisible();
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const controls = page.getByRole('group', { name: 'Player controls' });

  // The TV bar names the programme on air; pause is offered because the channel keeps an archive.
  await expect(controls.getByRole('slider', { name: 'Playback position' })).toBeVisible();
  // 001 §4 keeps a skip inside the programme and §9 makes a position under 30 s old live: paused in a
  // programme's first 30 s or so, three steps back end at its start, still under 30 s old, and the player goes
  // back to live, as the spec says (a CI run met it at 06:00:22, when every channel's 6-hour block begins).
  // The skips into the archive need the picture 40 s into its programme; only a run that starts in a
  // programme's first 40 s (about one in ninety) waits here, for the programme to be old enough.
  await expect.poll(() => intoProgramme(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
  await tabTo(page, 'Pause');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await samplePlayback(page)).paused).toBe(true);

  // Three steps back, stacked into one jump 30 s before where the picture stopped: archive playback.
  const before = await tvPosition(page);
  await pressBurst(page, 'ArrowLeft', 3);
  await expect(page.locator('.channel-info__programme')).toContainText('Archive', { timeout: 20_000 });
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const after = await tvPosition(page);
  // 30 s back, give or take the 10 s grid of the bar and the seconds it took the archive to start.
  expect(before - after).toBeGreaterThanOrEqual(15);
  expect(before - after).toBeLessThanOrEqual(45);
  await expect(controls.getByRole('button', { name: 'Go to live' })).toBeVisible();

  // Quality: the menu by keyboard, the lowest level chosen.
  await tabTo(page, 'Quality');
  await page.keyboard.press('Enter');
  const qualityMenu = page.getByRole('menu', { name: 'Quality' });
  await expect(qualityMenu.getByRole('menuitemradio', { name: 'Auto' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  const lowest = await focusedName(page);
  await page.keyboard.press('Enter');
  await expect(qualityMenu).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(qualityMenu.getByRole('menuitemradio', { name: lowest })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  // Subtitles: the channel's English captions, shown in step with the picture (each cue says the time on air).
  await tabTo(page, 'Subtitles');
  await page.keyboard.press('Enter');
  const subtitleMenu = page.getByRole('menu', { name: 'Subtitles' });
  await subtitleMenu.getByRole('menuitemradio', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  const caption = () =>
    page.evaluate(() => {
      const showing = [...document.querySelector('video')!.textTracks].find((t) => t.mode === 'showing');
      return (showing?.activeCues?.[0] as VTTCue | undefined)?.text ?? '';
    });
  await expect.poll(caption, { timeout: 20_000 }).toMatch(/^OnAir live captions · \d\d:\d\d:\d\d UTC$/);
  const [h, m, sec] = (/(\d\d):(\d\d):(\d\d)/.exec(await caption()) ?? []).slice(1).map(Number);
  const drift =
    ((h ?? 0) * 3600 + (m ?? 0) * 60 + (sec ?? 0) - ((await tvPosition(page)) % 86_400) + 129_600) % 86_400;
  expect(Math.abs(drift - 43_200)).toBeLessThanOrEqual(15);
  await page.keyboard.press('Enter');
  await expect(subtitleMenu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  // Fullscreen in and out with F.
  await tabTo(page, 'Fullscreen');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(controls.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
});

test("keyboard-only viewer steps from live into yesterday's programme on the progress bar, then scrubs past its start", async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}channels/all/onair-one`);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const controls = page.getByRole('group', { name: 'Player controls' });
  const header = controls.locator('.onair-skin__programme');
  const title = header.locator('.onair-skin__programme-title');
  const slider = controls.getByRole('slider', { name: 'Playback position' });
  await expect(title).not.toBeEmpty();

  // Page Down steps a whole programme back; presses stack and the header names where they will land.
  await tabTo(page, 'Playback position');
  // The header and its title are read in one go: read apart, the 500 ms stacking window could close between
  // the two reads on a busy machine, and the title read would be the programme on screen, not the target.
  const headerNow = () =>
    header.evaluate((el) => ({
      text: el.textContent ?? '',
      title: el.querySelector('.onair-skin__programme-title')?.textContent ?? '',
    }));
  let presses = 0;
  let seen = { text: '', title: '' };
  do {
    await page.keyboard.press('PageDown');
    presses++;
    seen = await headerNow();
  } while (presses < 80 && !seen.text.includes('Yesterday'));
  // "Yesterday" in the header is what tells the programmes apart: titles repeat in a day's schedule, so at
  // some times of day yesterday's programme has the same title as the one on air.
  expect(seen.text).toContain('Yesterday');
  const yesterday = seen.title;

  // One load once the presses stop: yesterday's programme plays from its start, in the archive.
  await expect(page.locator('.channel-info__programme')).toContainText('Archive', { timeout: 20_000 });
  await expect(header).not.toHaveAttribute('data-pending', 'true');
  await expect(title).toHaveText(yesterday);
  await expectFramesAdvance(page, 'video', FRAMES_TIMEOUT_MS);
  const midnight = await page.evaluate(() => new Date().setHours(0, 0, 0, 0) / 1000);
  expect(await tvPosition(page)).toBeLessThan(midnight);

  // At the programme's start, ← carries the scrub on into the programme before, near its end.
  await expect(slider).toBeFocused();
  await page.keyboard.press('Home');
  const start = Number(await slider.getAttribute('min'));
  await expect.poll(async () => (await tvPosition(page)) - start).toBeLessThan(10);
  await page.keyboard.press('ArrowLeft');
  // (Titles repeat in a day's schedule — the news — so the bar's span tells the programmes apart.)
  await expect.poll(async () => Number(await slider.getAttribute('max')), { timeout: 20_000 }).toBe(start);
  // It plays the last 10 s before the boundary it crossed (then runs on into yesterday's programme again).
  await expect.poll(() => tvPosition(page), { timeout: 20_000 }).toBeLessThan(start);
  expect(await tvPosition(page)).toBeGreaterThanOrEqual(start - 20);
});

test('a stream that keeps failing shows the error with "more", which opens the diagnostics', async ({
  page,
  context,
  stack,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.web.replace(/\/$/, ''),
  });
  // Every media segment of the channel fails, as a broken CDN would: the player counts the errors (§4).
  await page.route(/\/media\/live\/.*\.(m4s|ts|mp4)(\?|$)/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  // A channel without ads: on OnAir Sport the 10 s pre-roll (its media is not the channel's) played out before
  // the first failing segment was even asked for.
  await page.goto(`${stack.web}channels/all/onair-one`);
  // The player's own "More" (the header has a "More" menu too, and an ad roll a "Learn more").
  const more = page
    .getByRole('region', { name: 'OnAir One' })
    .getByRole('button', { name: 'More', exact: true });
  await expect(more).toBeVisible({ timeout: 60_000 });
  await tabTo(page, 'More');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Playback diagnostics' });
  for (const label of ['Error code', 'Error type', 'Stream URL', 'Channel ID', 'Total errors']) {
    await expect(dialog).toContainText(label);
  }
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Channel ID: 1$/m);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a stream refused with permission_denied opens the message modal; its back action lands on the channel list', async ({
  page,
  stack,
}) => {
  // The list still says "purchased" (it was loaded before the subscription ended); the stream call is refused
  // by the real backend with its own message. The channel is asked by id and, before the page renders, by the
  // address's slug (issue 38: player/early-page-calls.ts): both answers say so.
  await page.route(/\/v2\/channels(\/(7|premium-cinema))?(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown> | Array<Record<string, unknown>>;
    const data = Array.isArray(body) ? body : (body.data ?? body);
    const channels = (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
    for (const channel of channels) if (channel.id === 7) channel.is_purchased = true;
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${stack.web}channels/all/premium-cinema`);
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Premium Cinema is not in your subscription');
  await dialog.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/channels(\/all)?$/);
  await expect(page.getByRole('list', { name: 'All channels' })).toBeVisible();
});

test('a channel with a 7-day archive shows 7 days before today in the guide, one without an archive 3', async ({
  page,
  stack,
}) => {
  const daysBeforeToday = async (slug: string) => {
    await page.goto(`${stack.web}channels/all/${slug}`);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const days = page.getByRole('tablist', { name: 'Days' }).getByRole('tab');
    await expect(days.first()).toBeVisible();
    return (await days.allTextContents()).indexOf('Today');
  };
  expect(await daysBeforeToday('onair-one')).toBe(7);
  expect(await daysBeforeToday('retro-tv')).toBe(3);
});

test('a guest is invited to sign up 5 s after opening a channel; "not now" keeps it away', async ({
  page,
  stack,
}) => {
  // The page runs on Playwright's clock: the 5 s and the time after "not now" are jumped over, not waited
  // out. The timing itself (nothing at 4.999 s, a stored close keeping it away) is RegisterPrompt.test.tsx's.
  await page.clock.install();
  await page.goto(`${stack.web}channels/all/retro-tv`);
  const prompt = page.getByTestId('register-prompt');
  // Every tile of a channel on air shows how far its programme has run; the page is up, its 5 s counting
  // (on a loaded machine they may have run out already in real time).
  await expect(page.locator('.channel-row__progress').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Retro TV' })).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Retro TV' })).toBeVisible();
  // The close time is stored (what keeps it away for 8 h), and a minute on the reloaded page brings nothing.
  const closedAgo = await page.evaluate(() => {
    const stored = Object.entries(localStorage).find(([key]) => key.endsWith('register_prompt_closed'));
    return Date.now() - Number(stored?.[1]);
  });
  expect(closedAgo).toBeGreaterThanOrEqual(0);
  expect(closedAgo).toBeLessThan(60_000);
  await page.clock.fastForward(60_000);
  await expect(page.locator('.channel-row__progress').first()).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
