/**
 * Helpers for the payment browser tests (issue 18): a viewer with the free Base tariff (so Cinema+ is
 * bought without the base-packets detour), the demo provider's hosted page, what the account holds,
 * and the packet page's Enable with the card page chosen among the ways to pay.
 */
import type { Page } from '@playwright/test';
import { expect, STACK, test } from '../fixtures';
import { api, newViewer, signInAs, type Viewer } from './web-profiles-helpers';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_NO_FUNDS = '4000 0000 0000 9995';

/** The engagement area's e-mail prompt may slide over the page's buttons; it is not what these tests are about. */
export function closeEmailPrompts(): void {
  test.beforeEach(async ({ page }) => {
    await page.addLocatorHandler(page.getByTestId('prompt-email'), async (prompt) => {
      await prompt.getByRole('button', { name: /Close|Закрыть/ }).click();
    });
  });
}

export async function viewerWithBase(prefix: string): Promise<Viewer> {
  const viewer = await newViewer(prefix);
  const base = await api(viewer, 'POST', '/users/self/subscriptions', { packet_id: 100 });
  expect(base.status, await base.clone().text()).toBeLessThan(300);
  return viewer;
}

/** A new viewer with the Base tariff, signed in on this page (then at `path` when given). */
export async function signedInWithBase(page: Page, prefix: string, path?: string): Promise<Viewer> {
  const viewer = await viewerWithBase(prefix);
  await signInAs(page, viewer, path);
  return viewer;
}

/** Money on the balance, paid on the provider's page as a viewer would top up. */
export async function topUp(page: Page, viewer: Viewer, amount: string): Promise<void> {
  const [account] = (await (await api(viewer, 'GET', '/users/self/accounts')).json()) as { id: number }[];
  const started = await api(viewer, 'POST', `/users/self/accounts/${account?.id}/payforms/short_url`, {
    paysystem_shortname: 'demo_card',
    amount,
    return_url: STACK.web,
    lang: 'en',
  });
  await page.goto(((await started.json()) as { full_url: string }).full_url);
  await payOnProviderPage(page, CARD_OK);
  await expect.poll(() => balanceOf(viewer)).toBe(amount);
}

/** The demo provider's hosted page: card, expiry, CVC, submit. */
export async function payOnProviderPage(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Valid thru (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('CVC').press('Enter');
}

export async function balanceOf(viewer: Viewer): Promise<string> {
  return ((await (await api(viewer, 'GET', '/users/self/balance')).json()) as { balance: string }).balance;
}

export async function packetIds(viewer: Viewer): Promise<number[]> {
  const current = (await (await api(viewer, 'GET', '/users/self/subscriptions/current')).json()) as {
    packet: { id: number };
  }[];
  return current.map((s) => s.packet.id).sort();
}

/** Packet page → Enable; without a card the payment systems come first. */
export async function enable(page: Page, packetId: number, query = 'lang=en') {
  await page.goto(`${STACK.web}packets/${packetId}?${query}`);
  await page.getByTestId('packet-page').getByRole('button', { name: 'Enable subscription' }).click();
}

/** Among the ways to pay, the card on the provider's page; the page opens. */
export async function chooseCardPage(page: Page, amount: string) {
  await page
    .getByRole('dialog', { name: 'How would you like to pay?' })
    .getByRole('button', { name: 'Pay by card' })
    .click();
  const redirect = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(redirect).toContainText(amount);
  await redirect.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}
