/**
 * Issue 17 acceptance in the browser: a locked channel leads to a real packet page, sign-in comes back to
 * it and the packet is enabled from the demo balance, after which the channel plays; the Subscriptions tab
 * disables it; an additional packet without a base offers the base packets; a packet with an agreement
 * accepts only after reading to the end; the provider page's #tariffs anchor; the embed's Subscribe.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectFramesAdvance, test } from '../fixtures';

// The first and third tests spend the same demo account's balance, in this order (the third relies on
// Cinema+ from the first): run the file in one worker, one test after another.
test.describe.configure({ mode: 'serial' });

/**
 * 000 §6: paying asks the parental PIN only when this device's pay switch is on. A fresh sign-in's device has
 * it off (the operator's default, parental_settings.pay false), so no PIN is asked here although the demo
 * account has one (1234); web-billing.spec.ts turns the switch on and sees the PIN asked. Then `next` shows.
 */
async function paysWithoutPin(page: Page, next: Locator) {
  await expect(next).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enter the parental PIN to pay' })).toHaveCount(0);
}

async function signInWithPassword(page: Page, login: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'Login and password' }).click();
  await dialog.getByRole('textbox', { name: 'Login' }).fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
}

test('locked channel → Subscribe → sign-in → enable Cinema+ from the balance → it plays; the tab disables it', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}channels/all/premium-cinema`);
  await page
    .getByTestId('lock-view')
    .getByRole('listitem')
    .filter({ hasText: 'Cinema+Premium' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await expect(page).toHaveURL(/\/packets\/101/);
  await expect(page.getByRole('heading', { name: 'Cinema+', level: 1 })).toBeVisible();
  await signInWithPassword(page, 'demo', 'onair-demo');

  // Back at the packet, the purchase restarts by itself and asks to confirm the debit.
  await expect(page).toHaveURL(/\/packets\/101$/);
  const confirm = page.getByRole('dialog', { name: 'Enable Cinema+?' });
  await paysWithoutPin(page, confirm);
  await expect(confirm).toContainText('3,000.00');
  await confirm.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Cinema+ is on');
  await expect(
    page.getByTestId('packet-page').getByRole('button', { name: 'Disable subscription' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Go to channels' }).click();
  await page.goto(`${stack.web}channels/all/premium-cinema`);
  await expect(page.getByTestId('lock-view')).toHaveCount(0);
  await expectFramesAdvance(page);

  await page.goto(`${stack.web}lk/subscriptions`);
  await expect(page.getByTestId('balance')).toHaveText(/2,701\.00/);
  const row = page.getByTestId('subscription-101');
  await row.getByRole('button', { name: 'Disable subscription' }).click();
  await expect(row.getByRole('button', { name: 'Renewal' })).toBeVisible();
  await expect(row).toContainText('will not renew');
});

test('an additional packet without a base one offers the base packets first', async ({ page, stack }) => {
  const username = `nobase${Date.now()}`;
  const created = await fetch(`${stack.api}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'no-base-yet', is_guest: false }),
  });
  expect(created.status).toBe(201);
  await page.goto(`${stack.web}packets/101`);
  await page.getByRole('button', { name: 'Enable subscription' }).click();
  await signInWithPassword(page, username, 'no-base-yet');
  const quick = page.getByRole('dialog', { name: 'Choose a base tariff first' });
  await expect(quick.getByRole('listitem').getByRole('strong')).toHaveText(['Base', 'Max']);
});

test('a packet with an agreement accepts it only after reading to the end; provider anchors; embed Subscribe', async ({
  page,
  browser,
  stack,
}) => {
  await page.goto(`${stack.web}packets/102`);
  await page.getByRole('button', { name: 'Enable subscription' }).click();
  await signInWithPassword(page, 'demo', 'onair-demo');
  await paysWithoutPin(page, page.getByTestId('agreement-page'));
  await expect(page).toHaveURL(/\/agreement$/);
  await expect(page.getByRole('heading', { name: 'Terms of the Night 18+ packet' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  const text = page.getByTestId('agreement-text');
  // The stored text has runs of 4 blank lines; the page shows at most 2.
  await expect(text).toContainText('Clause 24');
  expect(await text.evaluate((el) => el.textContent)).not.toMatch(/\n{4}/);
  await text.evaluate((el) => {
    el.scrollTop = el.scrollHeight - el.clientHeight - 300;
  });
  await expect(accept).toBeDisabled();
  await text.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await accept.click();
  await expect(page).toHaveURL(/\/packets\/102$/);
  // The PIN entered a moment ago is remembered: straight to the confirmation.
  await page
    .getByRole('dialog', { name: 'Enable Night 18+?' })
    .getByRole('button', { name: 'Enable', exact: true })
    .click();
  await expect(page.getByRole('status')).toContainText('Night 18+ is on');

  await page.goto(`${stack.web}provider/onair#tariffs`);
  const tariffs = page.locator('#tariffs');
  await expect(tariffs).toContainText('Base');
  await expect(tariffs).toBeInViewport();
  await page.goto(`${stack.web}provider/nobody`);
  await expect(page.getByTestId('not-found')).toBeVisible();

  // The embed as a guest (this viewer has Cinema+ by now): its Subscribe opens the real packet page.
  const guest = await browser.newContext();
  const embed = await guest.newPage();
  await embed.goto(`${stack.web}channel_embed/7`);
  const [popup] = await Promise.all([
    guest.waitForEvent('page'),
    embed.getByTestId('embed-lock').getByRole('button').first().click(),
  ]);
  await expect(popup.getByTestId('packet-page')).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Cinema+', level: 1 })).toBeVisible();
  await guest.close();
});

test.describe('screenshots', () => {
  test.skip(!process.env.ONAIR_SHOTS, 'screenshots: ONAIR_SHOTS=1');
  for (const [w, h] of [
    [375, 667],
    [1440, 900],
  ] as const) {
    for (const lang of ['en', 'ru']) {
      test(`packet, provider and subscriptions at ${w}×${h} ${lang}`, async ({ page, stack }) => {
        await page.setViewportSize({ width: w, height: h });
        const dir = '/tmp/shots-packets';
        await page.goto(`${stack.web}packets/101?lang=${lang}`);
        await expect(page.getByTestId('packet-channels')).toBeVisible();
        await page.screenshot({ path: `${dir}/packet-${w}-${lang}.png`, fullPage: true });
        await page.goto(`${stack.web}provider/onair?lang=${lang}#tariffs`);
        await expect(page.locator('#tariffs')).toBeVisible();
        await page.screenshot({ path: `${dir}/provider-${w}-${lang}.png`, fullPage: true });
        await page.goto(`${stack.web}lk/subscriptions?lang=en`);
        await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
        await signInWithPassword(page, 'demo', 'onair-demo');
        await page.goto(`${stack.web}lk/subscriptions?lang=${lang}`);
        await expect(page.getByTestId('subscriptions-tab')).toBeVisible();
        await page.screenshot({ path: `${dir}/subscriptions-${w}-${lang}.png`, fullPage: true });
      });
    }
  }
});
