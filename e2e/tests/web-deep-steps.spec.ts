/**
 * Screens of spec 000 that only the skipped screenshot tests reached (issue 36, docs/spec-rows-000.md rows
 * 50, 51, 144, 230, 272): the `#parental_start` and `#parental_set` modals opened from the address (000 §2
 * Modals, §4 Setting the PIN), and the promo wizard's confirm step (§3 Promo data, §4 Promo code step 2)
 * and its card-link loader with Cancel (§2 Promo page). One page per test, each with its own new viewer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { api, newViewer, signInAs, type Viewer } from '../support/web-profiles-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

async function parentalStatus(viewer: Viewer): Promise<string> {
  return ((await (await api(viewer, 'GET', '/users/self')).json()) as { parental_status: string })
    .parental_status;
}

async function currentPackets(viewer: Viewer): Promise<number[]> {
  const res = await api(viewer, 'GET', '/users/self/subscriptions/current');
  return ((await res.json()) as { packet: { id: number } }[]).map((s) => s.packet.id);
}

test('#parental_start invites to set a PIN, #parental_set saves it; once set, start says so and set changes it', async ({
  page,
  stack,
}) => {
  const viewer = await newViewer('deep-pin');
  await signInAs(page, viewer, 'news#parental_start', 'news');
  // Without a PIN the operator's own invitation opens (000 §3 User parental_dialogue, row 180).
  const invite = page.getByRole('dialog', { name: 'Protect adult content' });
  await expect(invite.getByText('Set a 4-digit parental PIN', { exact: false })).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Not now' })).toBeVisible();
  await invite.getByRole('button', { name: 'Set a PIN' }).click();

  await expect(page).toHaveURL(/#parental_set$/);
  const set = page.getByRole('dialog', { name: 'Set a PIN' });
  await set.getByLabel('New 4-digit PIN').fill('2468');
  // A repeat that differs saves nothing and starts the new PIN again (000 §5 parental_set_not_equal).
  await set.getByLabel('Repeat the new PIN').fill('2469');
  await expect(set.getByRole('alert')).toHaveText('The PINs do not match. Enter a new PIN again.');
  expect(await parentalStatus(viewer)).toBe('notset');
  await set.getByLabel('New 4-digit PIN').fill('2468');
  await set.getByLabel('Repeat the new PIN').fill('2468');
  await expect(set.getByRole('status')).toHaveText('Your parental PIN is saved.');
  expect(await parentalStatus(viewer)).toBe('set');
  await set.getByRole('button', { name: 'Continue' }).click();
  await expect(set).toBeHidden();
  await expect(page).toHaveURL(`${stack.web}news`);

  await page.goto(`${stack.web}news#parental_start`);
  const start = page.getByRole('dialog', { name: 'Parental control' });
  await expect(start.getByText('Your parental PIN is set.', { exact: false })).toBeVisible();
  await expect(start.getByRole('button', { name: 'Set a PIN' })).toHaveCount(0);
  await start.locator('.modal__actions').getByRole('button', { name: 'Close' }).click();
  await expect(start).toBeHidden();

  // With a PIN set, the modal changes it: the current PIN first.
  await page.goto(`${stack.web}news#parental_set`);
  await set.getByLabel('Current PIN').fill('2468');
  await set.getByLabel('New 4-digit PIN').fill('1357');
  await set.getByLabel('Repeat the new PIN').fill('1357');
  await expect(set.getByRole('status')).toHaveText('Your parental PIN is saved.');
  const check = await api(viewer, 'POST', '/users/self/parental_code/check', { code: '1357' });
  expect(check.status, await check.clone().text()).toBeLessThan(300);
});

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Promo code' });

test('the promo wizard: the card-link loader’s Cancel stops the wait; a code that asks is confirmed with the server’s texts', async ({
  page,
  stack,
}) => {
  const viewer = await newViewer('deep-promo');
  const open = (code: string) =>
    page.goto(`${stack.web}promo?code=${code}&lang=en&access_token=${viewer.token}`);

  // 000 §2 Promo page: while the bank confirms the card, a loader with Cancel.
  await open('CARD14');
  await wizard(page).getByRole('button', { name: 'Activate' }).click();
  await wizard(page).getByRole('button', { name: 'Link a card' }).click();
  await page.waitForURL(/\/demo-pay\//);
  // The bank's answer is held back, so the wait goes on until the viewer cancels it.
  await page.route('**/users/self/transactions/**', () => undefined);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/^Valid thru/).fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Link card' }).click();
  await page.waitForURL(/\/promo\?code=CARD14/);
  const pending = wizard(page).locator('.promo__pending');
  await expect(pending).toHaveAttribute('aria-busy', 'true');
  await expect(pending.getByRole('paragraph')).toHaveText('Waiting for the bank to confirm the card…');
  await pending.getByRole('button', { name: 'Cancel' }).click();
  await expect(wizard(page).getByText('Step 1 of 4')).toBeVisible();
  await expect(wizard(page).getByLabel('Promo code')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Cancelled means forgotten: a reload does not resume the wait, and nothing was activated.
  await open('CARD14');
  await expect(wizard(page).getByRole('button', { name: 'Activate' })).toBeEnabled();
  await expect(pending).toHaveCount(0);
  expect(await currentPackets(viewer)).not.toContain(103);

  // 000 §4 step 2: a code with is_need_confirm shows its confirmation title and text before activating.
  await open('CONFIRM7');
  await wizard(page).getByRole('button', { name: 'Activate' }).click();
  const confirm = wizard(page).locator('.promo__confirm');
  await expect(confirm.getByRole('heading', { name: 'Activate Max for 7 days?' })).toBeVisible();
  await expect(confirm).toContainText('Max opens every channel and film of Base and Cinema+ for 7 days.');
  await expect(wizard(page).getByText('Step 1 of 4')).toBeVisible();
  expect(await currentPackets(viewer), 'nothing is activated before the confirm').not.toContain(103);
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(confirm).toBeHidden();
  await expect(wizard(page).getByLabel('Promo code')).toHaveValue('CONFIRM7');
  expect(await currentPackets(viewer), 'Back activates nothing').not.toContain(103);

  await open('CONFIRM7');
  await wizard(page).getByRole('button', { name: 'Activate' }).click();
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(wizard(page).getByText('The promo code is activated.')).toBeVisible();
  expect(await currentPackets(viewer)).toContain(103);
});
