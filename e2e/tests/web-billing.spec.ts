/**
 * Issue 18 acceptance (web app, payments): a viewer with an empty balance pays for a packet with a new
 * card on the demo provider's page, comes back, the poll reports success, the channel plays and the card
 * is in the Payment tab; the next purchase is paid by that card without leaving, and a reload while it
 * settles resumes the poll and ends right; a card without funds shows the no-funds modal and changes
 * nothing; a QR payment completes when the QR's page is opened on a second page; a phone payment proves
 * the new number with its code, then is confirmed from the SMS's link and code; with the device's pay switch on, the PIN comes before any
 * payment screen. (Buying through offers, and a film by itself, are in web-billing-offers.spec.ts.) Each
 * test has its own viewer (with the free Base tariff, so Cinema+ can be bought without the base-packets
 * detour), so the file runs beside others.
 * With ONAIR_SHOTS=1 it also writes the payment modals and the Payment tab at 375×667 and 1440×900 in
 * English and Russian to /tmp/billweb/shots.
 */
import { expect, expectFramesAdvance, STACK, test } from '../fixtures';
import { codeFor, newPhone } from '../support/accounts-helpers';
import {
  balanceOf,
  CARD_NO_FUNDS,
  CARD_OK,
  chooseCardPage,
  closeEmailPrompts,
  enable,
  packetIds,
  payOnProviderPage,
  signedInWithBase,
  viewerWithBase,
} from '../support/billing-helpers';
import { api, newViewer, signInAs, typePin } from '../support/web-profiles-helpers';

// A whole purchase with a provider page and playback: on a quiet machine about 10 s each; the limit
// leaves room for a loaded one.
test.describe.configure({ timeout: 90_000 });

closeEmailPrompts();

test('new card on the provider page → back → Max plays, card listed; then the linked card pays without leaving, through a reload', async ({
  page,
  stack,
}) => {
  const viewer = await newViewer('billcard');
  await signInAs(page, viewer);
  // Max: a base tariff with Cinema+ inside, 1.00 for the trial week; the balance is 0.00.
  await enable(page, 103);
  await chooseCardPage(page, '1.00');
  await payOnProviderPage(page, CARD_OK);
  await page.waitForURL(/\/packets\/103\?.*purchased=true/);
  await expect(page.getByTestId('payment-status')).toContainText('Payment received: Max is on');
  expect(await packetIds(viewer)).toEqual([103]);
  expect(await balanceOf(viewer), 'the top-up was spent on the packet').toBe('0.00');

  await page.goto(`${stack.web}channels/all/premium-cinema`);
  await expect(page.getByTestId('lock-view')).toHaveCount(0);
  await expectFramesAdvance(page);

  await page.goto(`${stack.web}settings/payment`);
  await expect(page.getByTestId('cards')).toContainText('4242');
  await expect(page.getByTestId('cards')).toContainText('Primary');

  // Cinema+ with the linked card: its modal, no page; a reload while it settles resumes the poll.
  await enable(page, 101);
  const cardModal = page.getByRole('dialog', { name: 'Pay with your card' });
  await expect(cardModal.getByTestId('pay-card')).toContainText('4242');
  await cardModal.getByRole('button', { name: /^Pay 299\.00/ }).dblclick();
  await expect(page.getByTestId('payment-status')).toContainText('checking');
  await page.reload();
  await expect(page.getByTestId('payment-status')).toContainText('Payment received: Cinema+ is on');
  expect(page.url(), 'paid without leaving').toContain('/packets/101');
  expect(await packetIds(viewer)).toEqual([101, 103]);
  expect(await balanceOf(viewer), 'the double click paid once: nothing left over').toBe('0.00');
});

test('a card without funds: the no-funds modal, and nothing changes', async ({ page }) => {
  const viewer = await signedInWithBase(page, 'billnofunds');
  await enable(page, 101);
  await chooseCardPage(page, '299.00');
  await payOnProviderPage(page, CARD_NO_FUNDS);
  await page.waitForURL(/\/packets\/101/);
  const modal = page.getByRole('dialog', { name: 'Not enough money on the card' });
  await expect(modal).toContainText('Nothing was charged');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  expect(await packetIds(viewer)).toEqual([100]);
  expect(await balanceOf(viewer)).toBe('0.00');
  await expect(
    page.getByTestId('packet-page').getByRole('button', { name: 'Enable subscription' }),
  ).toBeVisible();
});

test('QR: paid on a second page, the first one reports it', async ({ page, context }) => {
  const viewer = await signedInWithBase(page, 'billqr');
  await enable(page, 101);
  await page
    .getByRole('dialog', { name: 'How would you like to pay?' })
    .getByRole('button', { name: /QR/ })
    .click();
  const qr = page.getByRole('dialog', { name: 'Pay by QR code' });
  await expect(qr.getByRole('img', { name: 'QR code of the payment' })).toBeVisible();
  const href = await qr.getByTestId('qr-page-link').getAttribute('href');
  const phone = await context.newPage();
  await phone.goto(href ?? '');
  await payOnProviderPage(phone, CARD_OK);
  await expect(qr).toHaveCount(0);
  await expect(page.getByTestId('payment-status')).toContainText('Payment received: Cinema+ is on');
  expect(await packetIds(viewer)).toEqual([100, 101]);
});

test('phone: the SMS carries the link and code; confirmed there, the packet page reports it', async ({
  page,
  context,
}) => {
  const viewer = await signedInWithBase(page, 'billphone');
  await enable(page, 101);
  await page
    .getByRole('dialog', { name: 'How would you like to pay?' })
    .getByRole('button', { name: 'Pay by phone' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay from your phone account' });
  await expect(dialog).toContainText('299.00');
  const phone = newPhone();
  const sentAfter = Date.now();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send the SMS' }).click();
  // A number the viewer has not proved is proved first with its own code (issue 35), then billed.
  await expect(dialog).toContainText(`from +${phone}, confirm the number is yours`);
  const proof = await codeFor(phone, sentAfter - 1000);
  await dialog.getByLabel(/^Code from the SMS/).fill(proof);
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(dialog).toContainText('The SMS is on its way');
  const sms = (await (await fetch(`${STACK.origin}/sink/sms?phone=${phone}`)).json()) as {
    last: { text: string; code: string };
  };
  const code = sms.last.code;
  expect(code).not.toBe(proof);
  const link = /https?:\/\/\S+/.exec(sms.last.text)?.[0];
  expect(link, sms.last.text).toBeTruthy();
  const handset = await context.newPage();
  await handset.goto(link ?? '');
  await handset.getByLabel(/^(Code|Код)/).fill(code);
  await handset.getByLabel(/^(Code|Код)/).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('payment-status')).toContainText('Payment received: Cinema+ is on');
  expect(await packetIds(viewer)).toEqual([100, 101]);
  expect(await balanceOf(viewer)).toBe('0.00');
});

test('the pay PIN: with this device’s Payments switch on, Enable and Top up ask for the PIN before any payment screen', async ({
  page,
}) => {
  const viewer = await viewerWithBase('billpin');
  expect((await api(viewer, 'PATCH', '/users/self', { pincode: '2468' })).status).toBe(200);
  await signInAs(page, viewer, 'settings/parental?lang=en');
  const payments = page.getByTestId('settings-parental').getByRole('checkbox', { name: 'Payments' });
  // The switch is saved on the device record first, with the PIN entered (issue 35); it shows as on once the
  // server has it.
  await payments.click();
  await typePin(page, '2468', page.getByTestId('approval-prompt'));
  await expect(payments).toBeChecked();
  await expect(payments).toBeEnabled();
  await enable(page, 101);
  const pin = page.getByRole('dialog', { name: 'Enter the parental PIN to pay' });
  await expect(pin).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'How would you like to pay?' })).toHaveCount(0);
  await typePin(page, '2468', pin.getByTestId('pay-pin'));
  // The purchase goes on 600 ms later (000 §9) to the ways to pay: nothing was charged before the PIN.
  const methods = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await expect(methods).toBeVisible();
  expect(await packetIds(viewer)).toEqual([100]);
  // Issue 36: the server decides. The PIN changes elsewhere, which ends every approval, so the one this page
  // holds is refused when the card page is asked for: the pay PIN opens where the viewer is, and the same
  // payment goes on with the new approval — never a dead end.
  const changed = await api(viewer, 'PATCH', '/users/self', { pincode: '1357', old_pincode: '2468' });
  expect(changed.status).toBe(200);
  await methods.getByRole('button', { name: 'Pay by card' }).click();
  await page
    .getByRole('dialog', { name: 'Pay by card' })
    .getByRole('button', { name: 'Go to payment' })
    .click();
  const again = page.getByRole('dialog', { name: 'Enter the parental PIN to pay' });
  await typePin(page, '1357', again.getByTestId('pay-pin'));
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  // A top-up in the Payment tab passes the same check (000 §6). The approval the PIN just gave holds for the
  // shortest time the server gives (this device says 0 minutes: 5); once it is gone, the top-up asks.
  await page.goto(`${STACK.web}settings/payment?lang=en`);
  await page.evaluate(() => localStorage.removeItem('onair.parental_ok'));
  await page.getByTestId('payment-tab').getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter the parental PIN to pay' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'How would you like to pay?' })).toHaveCount(0);
});

test('screenshots: payment systems, card modal and Payment tab (ONAIR_SHOTS=1)', async ({ page }) => {
  test.skip(!process.env.ONAIR_SHOTS, 'screenshots: ONAIR_SHOTS=1');
  test.setTimeout(240_000);
  await signedInWithBase(page, 'billshots');
  await enable(page, 101);
  const dir = '/tmp/billweb/shots';
  await page.setViewportSize({ width: 375, height: 667 });
  await page.screenshot({ path: `${dir}/methods-en-375.png` });
  await chooseCardPage(page, '299.00');
  await payOnProviderPage(page, CARD_OK);
  await expect(page.getByTestId('payment-status')).toContainText('Payment received');
  await page.screenshot({ path: `${dir}/status-en-375.png` });
  for (const lang of ['en', 'ru']) {
    for (const [width, height] of [
      [375, 667],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${STACK.web}packets/103?lang=${lang}`);
      await page.getByTestId('packet-page').getByRole('button').first().click();
      await expect(page.getByTestId('pay-card')).toBeVisible();
      await page.screenshot({ path: `${dir}/card-${lang}-${width}.png` });
      await page.goto(`${STACK.web}settings/payment?lang=${lang}`);
      await expect(page.getByTestId('cards')).toBeVisible();
      await page.screenshot({ path: `${dir}/payment-tab-${lang}-${width}.png`, fullPage: true });
    }
  }
});

test('screenshots: proving a new number before paying by phone (ONAIR_SHOTS=1)', async ({ page }) => {
  test.skip(!process.env.ONAIR_SHOTS, 'screenshots: ONAIR_SHOTS=1');
  test.setTimeout(240_000);
  await signedInWithBase(page, 'billshotsphone');
  const dir = '/tmp/billweb/shots';
  for (const lang of ['en', 'ru']) {
    for (const [width, height] of [
      [375, 667],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${STACK.web}packets/101?lang=${lang}`);
      await page.getByTestId('packet-page').getByRole('button').first().click();
      await page.getByRole('button', { name: 'Pay by phone' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(newPhone());
      await dialog.locator('form button[type=submit]').click();
      const confirm = dialog.getByTestId('pay-phone-confirm');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('textbox').fill('000000');
      await confirm.locator('button[type=submit]').click();
      await expect(confirm.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: `${dir}/phone-confirm-${lang}-${width}.png` });
    }
  }
});
