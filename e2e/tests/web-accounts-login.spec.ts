/**
 * Issue 15 acceptance, web app: a second viewer signs in with login and password; a wrong password says
 * so and keeps both fields; a guest who pressed Buy on a content page (a deep link) is back on that page
 * after signing in, with the purchase restarted (000 §4 authAfterBuy).
 */
import { expect, test } from '../fixtures';
import { expectGuest, expectSignedIn, isLoggedCookie } from '../support/accounts-helpers';

test('a wrong password says so and keeps what was typed; the right one signs the viewer in', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}channels`);
  await expectGuest(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'Login and password' }).click();
  await dialog.getByRole('textbox', { name: 'Login' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password');
  await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveValue('demo');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
  await expectGuest(page);

  await dialog.getByLabel('Password', { exact: true }).fill('onair-demo');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page, /^Account: /);
  await expect(page, 'the viewer stays on the page they signed in from').toHaveURL(/\/channels$/);
  expect(await isLoggedCookie(page)).toBe('1');
});

test('a deep link opened as a guest (content → Buy) lands back there after sign-in', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}contents/premium-heist-104`);
  await expectGuest(page);
  // Two ways to buy (the film alone, or Cinema+): the list's button asks a guest to sign in first.
  await page.getByRole('button', { name: /^Buy/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/contents\/premium-heist-104#auth$/);
  // Wander off inside the modal's methods and sign in with a password.
  await dialog.getByRole('tab', { name: 'Login and password' }).click();
  await dialog.getByRole('textbox', { name: 'Login' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('onair-demo');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page, /^Account: /);
  // Back on the content (the restarted purchase may already show its message over it).
  await expect(page).toHaveURL(/\/contents\/premium-heist-104(#message)?$/);
  // authAfterBuy restarts the purchase: the list of ways to buy opens; the packet's button
  // (show_options) opens the content's packets (issue 17).
  await page.getByRole('button', { name: /^Subscribe to Cinema\+/ }).click();
  await expect(page.getByRole('dialog', { name: 'Packets with this video' })).toContainText('Cinema+');
});

test('a ?content= deep link opened as a guest keeps its target through sign-in (000 §2)', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}?content=premium-heist-104`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/contents\/premium-heist-104#auth$/);
  await dialog.getByRole('tab', { name: 'Login and password' }).click();
  await dialog.getByRole('textbox', { name: 'Login' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('onair-demo');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page, /^Account: /);
  await expect(page).toHaveURL(/\/contents\/premium-heist-104$/);
});

test('two tabs agree on who is signed in', async ({ page, stack }) => {
  await page.goto(stack.web);
  await expectGuest(page);
  const other = await page.context().newPage();
  await other.goto(`${stack.web}channels`);
  await expectGuest(other);

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'Login and password' }).click();
  await dialog.getByRole('textbox', { name: 'Login' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('onair-demo');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page, /^Account: /);
  await expectSignedIn(other, /^Account: /);

  await other.getByTestId('account-menu').getByRole('button').first().click();
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expectGuest(other);
  await expectGuest(page);
});

test('§8 on sign-in: no answer shows the download error and keeps the form; a 403 is a region block', async ({
  page,
  stack,
}) => {
  await page.route(`${stack.api}/auth/login**`, (route) => route.abort('internetdisconnected'));
  await page.goto(`${stack.web}#auth`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'Login and password' }).click();
  await dialog.getByRole('textbox', { name: 'Login' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('onair-demo');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Could not reach the server. Check the connection and try again.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveValue('demo');

  await page.unroute(`${stack.api}/auth/login**`);
  await page.route(`${stack.api}/auth/login**`, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { status: 403, error_code: 'forbidden', message: 'Not in your country' },
      }),
    }),
  );
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/geo_lock$/);
  await expect(page.getByTestId('geo-lock')).toContainText('Not in your country');
});
