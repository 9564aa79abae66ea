/**
 * Issue 37, 001 §2 / §4 / §6 partner and white-label rules and the missing routes: the logo's target, a
 * partner's menu links, its outside sign-in and two-screen app redirect; /promo/lovi and /gift without the
 * site's header or footer; the id-less placeholders, /trailer, the special promo pages and /promo/{id}.
 */
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('a partner: its logo, menu link, sign-in on its own site and two-screen app redirect', async ({
  page,
  stack,
}) => {
  // The start page's slug on the plain operator; the regional provider's own page.
  await page.goto(stack.web);
  await expect(page.getByRole('banner').locator('.header__logo')).toHaveAttribute('href', '/main');
  await page.goto(`${stack.web}?provider=2`);
  await expect(page.getByRole('banner').locator('.header__logo')).toHaveAttribute(
    'href',
    '/provider/globalalania',
  );

  await page.goto(`${stack.web}app_store?provider=4`);
  const app = page.getByTestId('app-screen');
  await expect(app).toHaveAttribute('data-screen', '1');
  await app.getByRole('button', { name: 'In the app' }).click();
  await expect(app).toHaveAttribute('data-screen', '2');

  await page
    .context()
    .route('https://partner.example/**', (route) => route.fulfill({ body: 'partner site' }));
  await page.goto(`${stack.web}channels?provider=4`);
  const banner = page.getByRole('banner');
  await expect(banner.locator('.header__logo')).toHaveAttribute('href', 'https://partner.example/');
  // The menu's extra outer link (maybe in More, where the menu overflows).
  await expect(banner.locator('a', { hasText: 'Partner bank' }).first()).toHaveAttribute(
    'href',
    'https://partner.example/bank',
  );
  await banner.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/^https:\/\/partner\.example\/login\?return=/);
  expect(new URL(page.url()).searchParams.get('return')).toBe(`${stack.web}channels?provider=4`);
});

test('pages without the site’s chrome, placeholders and the routes that were missing', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}promo/lovi`);
  await expect(page.getByTestId('partner-promo')).toContainText('1,000 UZS for 30 days');
  await expect(page.getByTestId('partner-promo')).toContainText('170+ channels');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('.app')).toHaveClass(/app--promo-lovi/);

  await page.goto(`${stack.web}gift`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('.app')).toHaveClass(/app--gift/);

  for (const path of ['guide', 'persons', 'watch', 'trailers', 'provider', 'trailer']) {
    await page.goto(`${stack.web}${path}`);
    await expect(page.getByTestId('placeholder'), path).toBeVisible();
  }
  await page.goto(`${stack.web}trailer?id=501`);
  await expect(page.getByRole('dialog', { name: 'Trailer' })).toBeVisible();
  await page.goto(`${stack.web}amediateka`);
  await expect(page.getByRole('heading', { level: 1, name: 'Amediateka series on OnAir' })).toBeVisible();
  await page.goto(`${stack.web}webtest`);
  await expect(page.getByRole('heading', { level: 1, name: 'Try OnAir in your browser' })).toBeVisible();
  // A promo code in the path opens the wizard with it (a guest is asked to sign in first).
  await page.goto(`${stack.web}promocode`);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  // The payment iframe is not enabled here: /pay_iframe is an unknown path, the home view.
  await page.goto(`${stack.web}pay_iframe`);
  await expect(page.locator('[data-row="tonight"]')).toBeVisible();
});
