/**
 * Issue 9 acceptance, content: a series page with seasons, /watch resuming from history, and the
 * not-found page for an unknown content. Issue 37: a library title's library_id end to end, and a title
 * that airs on an unpurchased channel sold with that channel's packets.
 */
import { apiGet, expect, test } from '../fixtures';
import { newViewer, signInAs } from '../support/web-profiles-helpers';

test('a series shows its seasons and the episodes of the chosen season', async ({ page, stack }) => {
  await page.goto(`${stack.web}contents/signal-hunters-120`);
  await expect(page.getByRole('heading', { level: 1, name: 'Signal Hunters' })).toBeVisible();
  // 001 §2 Content page: the breadcrumbs — start page, the series list, the title (then its episode).
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Series']);
  await expect(crumbs.getByRole('link', { name: 'Series' })).toHaveAttribute('href', '/series');
  await expect(crumbs).toHaveText(/Series›Signal Hunters$/);
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
  await expect(crumbs.getByRole('link', { name: 'Signal Hunters' })).toHaveAttribute(
    'href',
    '/contents/signal-hunters-120',
  );
  await expect(crumbs).toHaveText(/Signal Hunters›.*Carrier Wave/);
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

test('a library title keeps its library_id on every content call, /watch and the content stream (001 §2, §7)', async ({
  page,
  stack,
}) => {
  const film = await apiGet<{ slug: string; title: string; library_id: number }>('/contents/2005');
  expect(film.library_id).toBe(1);
  const asked: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/contents/2005')) asked.push(new URL(r.url()));
  });
  await page.goto(`${stack.web}contents/${film.slug}?library_id=1`);
  await expect(page.getByTestId('content-library')).toHaveText('Library: OnAir Cinema');
  // A film's middle breadcrumb is the films list.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Movies' }),
  ).toHaveAttribute('href', '/movies');
  await expect(page.getByTestId('licence')).toContainText('Available');
  await page.getByRole('button', { name: /Watch/ }).first().click();
  await expect(page).toHaveURL(/\/watch\/2005\?library_id=1$/);
  await expect.poll(() => asked.some((u) => u.pathname.endsWith('/stream'))).toBe(true);
  const calls = new Set(asked.map((u) => u.pathname.replace(/^.*\/contents\/2005/, '') || '/'));
  expect([...calls]).toEqual(expect.arrayContaining(['/', '/meta', '/similar', '/sources', '/stream']));
  for (const url of asked) expect(url.searchParams.get('library_id'), url.pathname).toBe('1');
});

test('an unpaid title that airs on a channel offers that channel’s packets, with its terms and lowest price (001 §3, §4)', async ({
  page,
}) => {
  const viewer = await newViewer('airing');
  await signInAs(page, viewer, 'contents/premium-heist-104', 'news');
  const licence = page.getByTestId('licence');
  await expect(licence).toContainText('Not purchased');
  await expect(licence).toContainText('from 199.00');
  const asked = page.waitForRequest((r) => /\/v2\/channels\/7\/packets/.test(r.url()));
  await page.getByTestId('airing-packets').click();
  await asked;
  const dialog = page.getByRole('dialog', { name: 'Packets of Premium Cinema' });
  await expect(dialog.getByTestId('quick-packets')).toContainText('Cinema+');
});
