/**
 * Issue 37 items 8–10 in Chromium: a first visit follows the browser's languages (a Russian browser gets
 * Russian), the footer lists the interface languages the operator enables (four for the demo, no Uzbek for
 * the regional demo, a devices block in place of a one-language switch) and a choice sticks; the footer's
 * WhatsApp and Telegram links; a channel tile zooms and previews its channel with the stream's preview flag
 * (001 §4, §7); a failed favourite shows the alert (001 §8); pages and web vitals reach the
 * operator's stat endpoint through the one analytics module (001 §4, §7).
 */
import { expect, test } from '../fixtures';
import { newViewer, signInAs } from '../support/web-profiles-helpers';

test.use({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });

test('a Russian browser starts in Russian; the footer lists what the operator enables; a choice sticks', async ({
  page,
  stack,
}) => {
  await page.goto(stack.web);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const langs = page.locator('.footer__langs button');
  await expect(langs).toHaveText(['Русский', 'English', 'Oʻzbekcha', 'Қазақша']);
  await expect(page.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
  // 001 §2 Footer support: the operator's WhatsApp number as a chat link.
  await expect(page.getByRole('link', { name: 'Написать в WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/00000000000',
  );

  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('button', { name: 'Қазақша' })).toHaveAttribute('aria-pressed', 'true');
  // Debian Chromium's ICU prints Kazakh dates in the root locale ("2026 M11 20"): the app's own words name
  // the month (i18n/calendar-words.ts).
  await page.goto(`${stack.web}news`);
  await expect(page.locator('.news-card time').first()).toHaveText(/^\d{4} ж\. \d{1,2} [а-яәғқңөұүһі]+$/);

  // The regional demo enables ru, en and kk: Uzbek is not offered there.
  await page.goto(`${stack.web}?provider=2`);
  await expect(langs).toHaveText(['Русский', 'English', 'Қазақша']);

  // One language and Telegram support (demo ?provider=8): the footer ends with the devices, not a switch.
  await page.goto(`${stack.web}?provider=8&lang=ru`);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Написать в Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/onair_demo_support',
  );
  await expect(footer.getByRole('heading', { name: 'Устройства' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'На телевизоре' })).toHaveAttribute('href', '/instructions');
  await expect(langs).toHaveCount(0);
});

test('a channel tile zooms and previews its channel, asking the stream with the preview flag', async ({
  page,
  stack,
}) => {
  const previewed = page.waitForRequest((r) => /\/channels\/[^/]+\/stream\?.*preview=1/.test(r.url()));
  await page.goto(`${stack.web}?lang=en`);
  const row = page.locator('[data-row="live-channels"]');
  const tile = row.locator('.tile--channel').first();
  await tile.scrollIntoViewIfNeeded();
  await tile.hover();
  await expect(tile).toHaveClass(/tile--zoomed/);
  await expect(tile.getByTestId('channel-preview')).toBeVisible();
  await previewed;
  // Leaving the tile takes the preview away.
  await page.mouse.move(5, 5);
  await expect(tile).not.toHaveClass(/tile--zoomed/);
});

test('a favourite the server refuses flips back and says so (001 §8)', async ({ page, stack }) => {
  const viewer = await newViewer('lang-fav');
  const schedule = (await (await fetch(`${stack.api}/channels/1/schedule`)).json()) as {
    id: number;
    current: boolean;
  }[];
  const now = schedule.find((p) => p.current);
  expect(now).toBeDefined();
  await page.route(
    (url) => url.pathname.endsWith('/users/self/favorites'),
    (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await signInAs(page, viewer, `programs/${now?.id}?lang=en`);
  await page.getByRole('button', { name: /Add to favourites/ }).click();
  const alert = page.getByRole('dialog', { name: 'Error' });
  await expect(alert).toContainText('Favourites could not be changed. Please try again.');
  await alert.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: /Add to favourites/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('pages and web vitals reach the operator’s stat endpoint (001 §4, §7)', async ({ page, stack }) => {
  const since = ((await (await fetch(`${stack.origin}/sink/calls`)).json()) as { last_seq: number }).last_seq;
  await page.goto(`${stack.web}channels?lang=en`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const events = async () => {
    const answer = (await (
      await fetch(`${stack.origin}/sink/calls?kind=analytics&since=${since}`)
    ).json()) as {
      calls: { body: { events?: Record<string, unknown>[] } }[];
    };
    return answer.calls.flatMap((call) => call.body.events ?? []);
  };
  // The page is reported once its path held 200 ms; TTFB and FCP as soon as the browser knows them. The sink
  // is shared by the tests running beside this one, so the page event is looked for by its path.
  const seen = (e: Record<string, unknown>) =>
    e.event === 'web_vital' ? `vital ${e.name}` : e.event === 'page' ? `page ${e.path}` : String(e.event);
  await expect
    .poll(async () => (await events()).map(seen))
    .toEqual(expect.arrayContaining(['page /channels', 'vital TTFB', 'vital FCP']));
});
