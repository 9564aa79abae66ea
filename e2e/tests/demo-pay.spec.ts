/**
 * The demo payment provider's hosted page (issue 18) in a real browser, keyboard only: a wrong card
 * number is named on its field, the confirming test card leads to the code step, the code pays and the
 * page returns to the app's return_url with purchased=true, and the transaction the app polls settles. The
 * return_url is a page of the web app: the provider sends payers back only to the app's own origins (issue 35).
 * With ONAIR_SHOTS=1 it also writes the form, its errors, the code step and a decline at 375×667 and
 * 1440×900 in Russian and English to /tmp/billapi/shots.
 */
import { expect, type Page, test } from '@playwright/test';
import { STACK } from '../support/stack-urls';
import { api, newViewer, type Viewer } from '../support/web-profiles-helpers';

const SHOTS = process.env.ONAIR_SHOTS ? '/tmp/billapi/shots' : '';

/** A redirect payment back to `returnUrl`; without one, a QR payment (its page shows the result). */
async function payment(viewer: Viewer, lang: 'ru' | 'en', returnUrl?: string) {
  const accounts = (await (await api(viewer, 'GET', '/users/self/accounts')).json()) as { id: number }[];
  const payforms = `/users/self/accounts/${accounts[0]?.id}/payforms`;
  const res = returnUrl
    ? await api(viewer, 'POST', `${payforms}/short_url`, { amount: '299.00', return_url: returnUrl, lang })
    : await api(viewer, 'POST', `${payforms}/qrcode_make_transaction`, { amount: '299.00', lang });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; full_url: string };
}

async function typeField(page: Page, text: string) {
  await page.keyboard.press('Tab');
  await page.keyboard.type(text);
}

test('hosted payment page: errors on the field, 3-D Secure code, back to the app, settled', async ({
  page,
}) => {
  const viewer = await newViewer('pay');
  const tx = await payment(viewer, 'en', `${STACK.web}?from=pay`);
  await page.goto(tx.full_url);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText('299.00 ₽', { exact: true })).toBeVisible();

  // Keyboard only: Tab to each field in order, Enter submits.
  await page.locator('body').focus();
  await typeField(page, '4000 0000 0000 3221');
  await typeField(page, '12/30');
  await typeField(page, '123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  const number = page.getByLabel('Card number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toBeFocused();
  await expect(number).toHaveAccessibleDescription('Enter a valid card number (16 digits).');

  await number.fill('4000 0000 0000 3220');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('CVC').press('Enter');
  await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
  const code = page.getByLabel('Code');
  await code.focus();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('purchased') === 'true');
  expect(new URL(page.url()).searchParams.get('from')).toBe('pay');

  await expect
    .poll(
      async () =>
        ((await (await api(viewer, 'GET', `/users/self/transactions/${tx.id}`)).json()) as { status: string })
          .status,
    )
    .toBe('complete');
  const balance = (await (await api(viewer, 'GET', '/users/self/balance')).json()) as { balance: string };
  expect(balance.balance).toBe('299.00');
});

test('hosted payment page screenshots (ONAIR_SHOTS=1)', async ({ browser }) => {
  test.skip(!SHOTS, 'screenshots only with ONAIR_SHOTS=1');
  const viewer = await newViewer('payshots');
  for (const lang of ['ru', 'en'] as const) {
    for (const [width, height] of [
      [375, 667],
      [1440, 900],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      const name = (step: string) => `${SHOTS}/pay-${step}-${lang}-${width}.png`;
      const tx = await payment(viewer, lang, STACK.web);
      await page.goto(tx.full_url);
      await page.screenshot({ path: name('1-form'), fullPage: true });
      await page.getByRole('button', { name: /299/ }).click();
      await page.screenshot({ path: name('2-errors'), fullPage: true });
      await page.locator('#f-number').fill('4000 0000 0000 3220');
      await page.locator('#f-expiry').fill('12/30');
      await page.locator('#f-cvc').fill('123');
      await page.locator('#f-cvc').press('Enter');
      await page.locator('#f-code').fill('0000');
      await page.locator('#f-code').press('Enter');
      await page.screenshot({ path: name('3-code'), fullPage: true });
      const declined = await payment(viewer, lang);
      await page.goto(declined.full_url);
      await page.locator('#f-number').fill('4000 0000 0000 9995');
      await page.locator('#f-expiry').fill('12/30');
      await page.locator('#f-cvc').fill('123');
      await page.locator('#f-cvc').press('Enter');
      await page.screenshot({ path: name('4-declined'), fullPage: true });
      await page.close();
    }
  }
});
