/**
 * Issue 19 acceptance in Chromium against the demo operator's curation: the start page's rows in order
 * with lazy rows on scroll, the promo-bg rotation, item destinations, see-all to a row page paged to its
 * end; the menu from rowsets; /catalog filters paging by 50; search with operator suggestions, results
 * and the RU layout hint; a person's titles; an unknown path showing the home view.
 */
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the start page: rows in order, lazy rows, promo rotation, destinations, see-all to the end', async ({
  page,
  stack,
}) => {
  await page.goto(stack.web);
  const rows = page.locator('.rowset > [data-row]');
  await expect(rows.nth(1).getByRole('heading', { name: 'New films' })).toBeVisible();
  await expect(rows.first()).toHaveAttribute('data-row', 'tonight');
  expect(await rows.evaluateAll((all) => all.slice(0, 5).map((r) => r.getAttribute('data-row')))).toEqual([
    'tonight',
    'new-films',
    'live-channels',
    'series-row',
    'quick-links',
  ]);
  // 001 §4: 4 rows at once; far rows wait until scrolled near.
  for (let i = 0; i < 4; i++) await expect(rows.nth(i)).toHaveAttribute('data-loaded', 'true');
  const last = rows.last();
  await expect(last).toHaveAttribute('aria-busy', 'true');
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      return last.getAttribute('data-loaded');
    })
    .toBe('true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('img[src*="/static/posters/"]').first()).toBeVisible();

  // The promo-bg row moves on by itself (its duration is 5 s) and lights the next dot.
  const track = page.locator('.promo__track');
  await page.mouse.move(0, 0);
  await expect(track).toHaveAttribute('data-slide', '1', { timeout: 8000 });
  await expect(page.locator('.promo__dot').nth(1)).toHaveAttribute('aria-selected', 'true');

  // Destinations (001 §2): text → message, open_url → new tab, enter_promo_key → the promo wizard.
  const links = page.locator('[data-row="quick-links"]');
  // A row scrolled past quickly (the wheel above) loads when the viewer comes back to it.
  await links.scrollIntoViewIfNeeded();
  await expect(links).toHaveAttribute('data-loaded', 'true');
  await links.getByRole('button', { name: 'How the demo works' }).click();
  const message = page.getByRole('dialog', { name: 'How the demo works' });
  await expect(message).toContainText('Rows, pages and menus come from the operator');
  await page.keyboard.press('Escape');
  await expect(message).toBeHidden();
  await page.context().route('https://example.com/**', (route) => route.fulfill({ body: 'partner' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    links.getByRole('button', { name: 'Project site' }).click(),
  ]);
  expect(popup.url()).toBe('https://example.com/onair');
  await popup.close();
  await links.getByRole('button', { name: 'Kids' }).click();
  await expect(page).toHaveURL(/\/rowset\/kids$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kids' })).toBeVisible();
  await page.goBack();
  await links.getByRole('button', { name: 'Promo code' }).click();
  await expect(page).toHaveURL(/\/promo$/);
  await page.goBack();

  // See all → the row page, 18 a page for content-h, paged to its end.
  const series = page.locator('[data-row="series-row"]');
  await series.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/row\/series-row$/);
  const grid = page.getByTestId('row-grid').getByRole('link');
  await expect(grid).toHaveCount(18);
  await page.mouse.wheel(0, 5000);
  await expect(page.getByTestId('row-end')).toHaveText('That is all: 25 titles');
  await expect(grid).toHaveCount(25);
  await page.goto(`${stack.web}row/no-such-row`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the menu comes from the rowsets; /catalog filters page by 50', async ({ page, stack }) => {
  await page.goto(`${stack.web}catalog/movies`);
  const menu = page.locator('header').getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(menu.getByRole('link', { name: 'TV channels' })).toHaveAttribute('href', '/channels');
  await expect(menu.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/catalog');
  // search pages never show; the viewer's own page (1000) is hidden from a guest
  await expect(menu.getByRole('link', { name: 'Search' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'My' })).toHaveCount(0);

  const asked: URL[] = [];
  const answers: { contents: { genres: { name: string }[]; year: number }[] }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/v2/rows/filter')) return;
    asked.push(new URL(response.url()));
    answers.push(await response.json());
  });
  const grid = page.getByTestId('catalog-grid').getByRole('link');
  await expect(grid).toHaveCount(100);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 5000);
      return grid.count();
    })
    .toBeGreaterThan(100);
  const more = asked.find((url) => url.searchParams.get('offset') === '100');
  expect(more?.searchParams.get('limit')).toBe('50');

  await page.getByRole('combobox', { name: 'Genre', exact: true }).selectOption({ label: 'Drama' });
  await expect.poll(() => asked.at(-1)?.searchParams.get('main_genre')).not.toBeNull();
  expect([asked.at(-1)?.searchParams.get('offset'), asked.at(-1)?.searchParams.get('limit')]).toEqual([
    '0',
    '100',
  ]);
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2010-2019');
  await expect.poll(() => asked.at(-1)?.searchParams.get('year_from')).toBe('2010');
  expect(asked.at(-1)?.searchParams.get('offset')).toBe('0');
  await expect.poll(() => grid.count()).toBeLessThan(100);
  for (const content of answers.at(-1)!.contents) {
    expect(content.genres[0]?.name).toBe('Drama');
    expect(content.year).toBeGreaterThanOrEqual(2010);
    expect(content.year).toBeLessThanOrEqual(2019);
  }
  await page.getByRole('combobox', { name: 'Rating' }).selectOption({ label: 'Over 8' });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
  await expect(page.getByRole('status')).toHaveText(/No titles match/);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(grid).toHaveCount(100);
});

test('search: suggestions, the results page, the layout hint; a person; an unknown path', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}channels`);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('the test');
  const suggestion = page.getByRole('button', { name: /The Test Pattern/ });
  await expect(suggestion).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=the%20test$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “the test”');
  await expect(
    page.locator('[data-row="search-films"]').getByRole('link', { name: /The Test Pattern/ }),
  ).toBeVisible();

  // Choosing a suggestion sends it to the history, which is offered on the next focus.
  await box.fill('anna pet');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/v2/search/history') && r.ok()),
    page.getByRole('button', { name: /Anna Petrova/ }).click(),
  ]);
  await expect(page).toHaveURL(/\/persons\/201$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
  await expect(page.getByTestId('person-titles').getByRole('link')).toHaveText([
    /The Test Pattern/,
    /Broadcast Day/,
  ]);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await box.focus();
  await expect(page.getByRole('button', { name: /Anna Petrova\s*Recent/ })).toBeVisible();

  await page.goto(`${stack.web}search?q=zzqqxx`);
  await expect(page.getByText('Nothing was found. Try another word.')).toBeVisible();

  // 001 §2: the keyboard-layout hint in the Russian locale.
  await page.goto(`${stack.web}channels?lang=ru`);
  const ruBox = page.getByRole('combobox', { name: 'Поиск' });
  await ruBox.fill('ktnj');
  await page.getByTestId('layout-hint').click();
  await expect(ruBox).toHaveValue('лето');

  await page.goto(`${stack.web}no/such/path`);
  await expect(page.getByRole('heading', { name: 'New films' })).toBeVisible();
  await expect(page.locator('[data-row="tonight"]')).toBeVisible();
});
