/**
 * Issue 15 acceptance, web app: a guest signs in by phone with the code from the demo SMS outbox (an
 * unknown phone is registered on the way, 000 §4 Phone login), sees the account area, reloads and is still
 * signed in, and signs out back to a guest; a wrong code says so and keeps what was typed.
 */
import { expect, test } from '../fixtures';
import {
  codeFor,
  expectGuest,
  expectSignedIn,
  isLoggedCookie,
  newPhone,
  storedToken,
} from '../support/accounts-helpers';

test('a guest signs in by phone, stays signed in over a reload and signs out to a guest again', async ({
  page,
  stack,
}) => {
  await page.goto(stack.web);
  await expectGuest(page);
  const guestToken = await storedToken(page);
  expect(await isLoggedCookie(page)).toBeFalsy();

  const phone = newPhone();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'By phone' }).click();
  await dialog
    .getByLabel('Phone number')
    .fill(`+${phone.slice(0, 1)} (${phone.slice(1, 4)}) ${phone.slice(4)}`);
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  await expect(dialog.getByText(/We sent a code to/)).toBeVisible();
  // 000 §9: the resend countdown runs from 60 s.
  await expect(dialog.getByText(/You can ask for a new code in [01]:\d\d/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);

  const code = await codeFor(phone);
  const submit = dialog.getByRole('button', { name: 'Sign in' });
  await dialog.getByLabel(/Code from the SMS/).fill(code.slice(0, -1));
  await expect(submit, 'Submit waits for the full code (000 §5)').toBeDisabled();
  await dialog.getByLabel(/Code from the SMS/).fill(code);
  await submit.click();

  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page, `+${phone}`);
  expect(await isLoggedCookie(page)).toBe('1');
  const userToken = await storedToken(page);
  expect(userToken).not.toBe(guestToken);

  await page.reload();
  await expectSignedIn(page, `+${phone}`);
  expect(await storedToken(page)).toBe(userToken);

  await page.getByTestId('account-menu').getByRole('button').first().click();
  await expect(page.getByTestId('account-menu').getByText(`+${phone}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectGuest(page);
  expect(await isLoggedCookie(page)).toBeFalsy();
  await expect.poll(() => storedToken(page)).not.toBeNull();
  const nextGuest = await storedToken(page);
  expect(nextGuest).not.toBe(userToken);
  expect(nextGuest).not.toBe(guestToken);
  // A sign-out ends the session on the server too: the signed-in token no longer opens the account.
  const res = await fetch(`${stack.api}/users/self?access_token=${encodeURIComponent(userToken ?? '')}`);
  expect(res.status).toBe(401);
  await page.reload();
  await expectGuest(page);
});

test('a wrong code says so and keeps the phone and the code; the right one then signs in', async ({
  page,
  stack,
}) => {
  await page.goto(stack.web);
  await expectGuest(page);
  const phone = newPhone();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  const code = await codeFor(phone);
  const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
  const codeField = dialog.getByLabel(/Code from the SMS/);
  await codeField.fill(wrong);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong code');
  await expect(codeField).toHaveValue(wrong);
  await expect(dialog.getByText(`We sent a code to +${phone}`)).toBeVisible();
  await expectGuest(page);

  await codeField.fill(code);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page, `+${phone}`);
});

test('the phone is checked against the mask before any code is sent (000 §5)', async ({ page, stack }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${stack.api}/otps`)) sent.push(r.url());
  });
  await page.goto(`${stack.web}#auth`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Required');
  await dialog.getByLabel('Phone number').fill('+7 999 123');
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the whole phone number');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('+7 999 123');
  expect(sent).toEqual([]);
});
