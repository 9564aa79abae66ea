/**
 * 001 §2 profile dropdown (issue 37): close control, balance, the 'new' profile tile, promo code and
 * support entries, the support modal re-opening the panel, and on a short phone screen a panel that
 * scrolls while the page behind it does not.
 */
import { expect, test } from '../fixtures';
import { newViewer, signInAs } from '../support/web-profiles-helpers';

test('the dropdown: close control, balance and the new-profile tile', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A page without a player: the test is about the header.
  await signInAs(page, await newViewer('menu'), '', 'news');
  const menu = page.getByTestId('account-menu');
  const toggle = menu.getByRole('button', { name: /^Account/ });
  await toggle.click();
  await expect(menu.getByTestId('account-balance')).toContainText('Balance');
  await menu.getByRole('button', { name: 'Close the menu' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('button', { name: 'New profile' }).click();
  await expect(page).toHaveURL(/#profiles$/);
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the dropdown: promo code, and support that re-opens the panel', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, await newViewer('menu-support'), '', 'news');
  const menu = page.getByTestId('account-menu');
  const toggle = menu.getByRole('button', { name: /^Account/ });
  await toggle.click();
  await menu.getByRole('button', { name: 'Enter a promo code' }).click();
  await expect(page).toHaveURL(/#promocode$/);
  const promo = page.getByRole('dialog', { name: 'Promo code' });
  await expect(promo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(promo).toBeHidden();

  await toggle.click();
  await menu.getByRole('button', { name: 'Support', exact: true }).click();
  const support = page.getByRole('dialog', { name: 'Support' });
  await expect(support.getByTestId('support-contacts').getByRole('link').first()).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(support).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('on a short phone screen the panel scrolls and the page behind it does not', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await signInAs(page, await newViewer('menu-phone'), '', 'news');
  await page
    .getByTestId('account-menu')
    .getByRole('button', { name: /^Account/ })
    .click();
  const panel = page.locator('.account-menu__panel');
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});
