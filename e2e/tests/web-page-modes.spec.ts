/**
 * 001 §2 Page modes (issue 37): content and person pages opened from a list are modal pages over that
 * list (modalPage, isSimilar), which is still there when they close; a prerender crawler gets plain pages,
 * a simplified page without buttons or player, and 100-title row pages.
 */
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('a content page and a person page open over the start page and close back to it', async ({
  page,
  stack,
}) => {
  await page.goto(stack.web);
  const films = page.locator('[data-row="new-films"]');
  await expect(films).toHaveAttribute('data-loaded', 'true');
  await films.locator('a.tile').first().click();
  const layer = page.getByTestId('modal-page');
  await expect(layer.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => history.state?.usr)).toEqual({ modalPage: true });
  // The list is still underneath, out of reach while the modal page is open.
  await expect(page.locator('.page-base [data-row="new-films"]')).toHaveAttribute('data-loaded', 'true');
  await expect(page.locator('.page-base')).toHaveAttribute('inert', '');

  // A similar title replaces the modal page over the same list.
  const similar = layer.getByRole('region', { name: 'Similar' }).getByRole('link').first();
  const title = (await similar.locator('.content-card__title').textContent()) ?? '';
  await similar.click();
  await expect(page.getByTestId('modal-page').getByRole('heading', { level: 1 })).toContainText(title);
  expect(await page.evaluate(() => history.state?.usr)).toEqual({ modalPage: true, isSimilar: true });
  await page.getByTestId('modal-page').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('modal-page')).toHaveCount(0);
  await expect(page).toHaveURL(stack.web);
  await expect(films).toHaveAttribute('data-loaded', 'true');

  const faces = page.locator('[data-row="faces"]');
  await faces.scrollIntoViewIfNeeded();
  await expect(faces).toHaveAttribute('data-loaded', 'true');
  await faces.locator('a.tile').first().click();
  await expect(page).toHaveURL(/\/persons\//);
  await expect(page.getByTestId('modal-page').getByTestId('person-titles')).toBeVisible();
  await page.getByTestId('modal-page').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(stack.web);
});

test.describe('a prerender crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('gets plain pages without buttons or player, and 100 titles a row page', async ({ page, stack }) => {
    await page.goto(`${stack.web}contents/the-test-pattern-101`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Test Pattern' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Watch/ })).toHaveCount(0);
    await expect(page.locator('button:visible')).toHaveCount(0);

    await page.goto(`${stack.web}channels/all/onair-one`);
    await expect(page.getByTestId('prerender-stage')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);

    await page.goto(`${stack.web}row/series-row`);
    await expect(page.getByTestId('row-grid').getByRole('link')).toHaveCount(25);

    // A title opened from a list is a plain page for a crawler.
    await page.goto(stack.web);
    const films = page.locator('[data-row="new-films"]');
    await expect(films).toHaveAttribute('data-loaded', 'true');
    await films.locator('a.tile').first().click();
    await expect(page).toHaveURL(/\/contents\//);
    await expect(page.getByTestId('modal-page')).toHaveCount(0);
  });
});
