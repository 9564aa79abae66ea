/**
 * Issue 16 acceptance (web app): a signed-in viewer sets a PIN (a mismatch first), changes this device's
 * parental settings with the PIN entered (the server takes them no other way, issue 35), the main site asks
 * for it on adult channel 8 even with ?ignore_parental_control=1 — and so does the embed opened top-level
 * (issue 35: the flag counts only inside a listed partner's frame) — a wrong PIN is refused by the server,
 * the right one unlocks and is remembered across a reload; then a child profile hides the adult channel
 * and switching back to the adult profile asks for the PIN again. A wrong PIN five times is refused by the
 * server even when the sixth is right.
 */
import { expect, test } from '../fixtures';
import { api, newViewer, signInAs, typePin } from '../support/web-profiles-helpers';

// A dozen steps with a reload, two profile switches and a player each time: 56 s of the default 60 s in a green
// fresh-clone run on the shared 2-core machine, over it (twice) when the machine was busier. Two minutes.
test.describe.configure({ timeout: 120_000 });

test('set a PIN, unlock channel 8 once across a reload, child profile and back behind the PIN', async ({
  page,
  stack,
}) => {
  const viewer = await newViewer('pin');
  await signInAs(page, viewer, 'lk_parental');

  // Set the PIN: step 2 differs → parental_set_not_equal, nothing saved; then a match saves it.
  await page.getByRole('button', { name: 'Set a PIN' }).click();
  const setup = page.getByTestId('pin-setup');
  await typePin(page, '1111', setup);
  await expect(setup).toHaveAttribute('data-step', 'repeat');
  await typePin(page, '2222', setup);
  await expect(setup.getByRole('alert')).toHaveText('The PINs do not match. Enter a new PIN again.');
  await expect(setup).toHaveAttribute('data-step', 'new');
  await typePin(page, '1357', setup);
  await typePin(page, '1357', setup);
  await expect(page.getByTestId('pin-setup-done')).toContainText('Your parental PIN is saved.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('A parental PIN is set.')).toBeVisible();
  // Remember an entered PIN for 30 minutes on this device: a parental setting, so the PIN is asked first.
  await page.getByLabel('Remember an entered PIN for').selectOption({ label: '30 minutes' });
  const approval = page.getByTestId('approval-prompt');
  await expect(approval).toContainText('Enter the parental PIN to save this change');
  await typePin(page, '1357', approval);
  await expect(page.getByLabel('Remember an entered PIN for')).toHaveValue('30');

  // The main site ignores ?ignore_parental_control=1; a wrong PIN is refused by the server.
  await page.goto(`${stack.web}channels/all/night-club?lang=en&ignore_parental_control=1`);
  const prompt = page.getByTestId('pin-prompt');
  await expect(prompt).toContainText('Night Club 18+');
  await typePin(page, '0000');
  await expect(prompt.getByRole('alert')).toHaveText('Wrong PIN. 4 attempts left.');
  await expect(prompt.getByRole('button', { name: 'Send my PIN by SMS' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await typePin(page, '1357');
  await expect(prompt).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(1);

  // Remembered for the device's minutes, across a reload.
  await page.reload();
  await expect(page.locator('video')).toHaveCount(1);
  await expect(page.getByTestId('pin-prompt')).toHaveCount(0);
  // An adult profile chooses the category in the side panel (a child profile does not, below: 001 §5).
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();

  // The embed opened top-level does not honour the flag: it asks (issue 35 item 5).
  await page.evaluate(() => localStorage.removeItem('onair.parental_ok'));
  await page.goto(`${stack.web}channel_embed/8?ignore_parental_control=1`);
  await expect(page.getByTestId('embed-pin')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);

  // A child profile: created in the profiles modal, chosen, and the adult channel is in no list.
  await page.goto(`${stack.web}channels?lang=en#profiles`);
  const modal = page.getByRole('dialog', { name: 'Profiles' });
  await modal.getByRole('button', { name: 'New profile' }).click();
  await modal.getByLabel('Profile name').fill('Me');
  await modal.getByRole('button', { name: 'Create profile' }).click();
  await modal.getByRole('button', { name: 'New profile' }).click();
  await modal.getByLabel('Profile name').fill('Kids');
  await modal.getByLabel(/Child profile/).check();
  await modal.getByRole('button', { name: 'Create profile' }).click();
  await modal.getByRole('button', { name: /^Kids/ }).click();
  await expect(page, 'a switch goes home').toHaveURL(`${stack.web}`);
  await page.goto(`${stack.web}channels`);
  await expect(page.getByRole('button', { name: 'Account: Kids' })).toBeVisible();
  // The child catalogue (category 5, 000 §6) and no adult channel in any list on the page.
  const list = page.getByRole('list', { name: 'Kids' }).first();
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Night Club');
  await expect(page.locator('.account-menu--child')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
  // …and the child style over the whole app (001 §5), gone again with the adult profile below.
  await expect(page.locator('.app--child')).toHaveCount(1);

  // Back to the adult profile: the PIN is asked even though an approval is remembered — in Russian too
  // (issue 36: items 1–5 and 7 in RU and EN), then answered in English.
  await page.goto(`${stack.web}channels?lang=ru#profiles`);
  const ru = page.getByRole('dialog', { name: 'Профили' });
  await ru.getByRole('button', { name: /^Me/ }).click();
  await expect(ru.getByTestId('pin-prompt')).toContainText('Введите PIN-код, чтобы перейти в профиль Me');
  await page.goto(`${stack.web}channels#profiles`);
  await modal.getByRole('button', { name: /^Me/ }).click();
  await expect(modal.getByTestId('pin-prompt')).toContainText('Enter the PIN to switch to Me');
  await typePin(page, '1357', modal.getByTestId('pin-prompt'));
  await expect(page, 'a switch goes home').toHaveURL(`${stack.web}`);
  await expect(page.locator('.app--child')).toHaveCount(0);
  expect((await (await api(viewer, 'GET', '/users/self/profile')).json()).profile.name).toBe('Me');
});

test('five wrong PINs and the server refuses even the right one', async ({ page, stack }) => {
  const viewer = await newViewer('pinlock');
  expect((await api(viewer, 'PATCH', '/users/self', { pincode: '2468' })).status).toBe(200);
  await signInAs(page, viewer, 'channels/all/night-club');
  const prompt = page.getByTestId('pin-prompt');
  for (const left of [4, 3, 2, 1]) {
    await typePin(page, '0000');
    await expect(prompt.getByRole('alert')).toHaveText(
      left === 1 ? 'Wrong PIN. 1 attempt left.' : `Wrong PIN. ${left} attempts left.`,
    );
  }
  await typePin(page, '0000');
  await expect(prompt.getByRole('alert')).toHaveText(
    'Wrong PIN. No attempts left: wait or have the PIN sent by SMS.',
  );
  await expect(prompt.locator('input')).toBeDisabled();
  await page.reload();
  await typePin(page, '2468');
  await expect(page.getByTestId('pin-prompt').getByRole('alert')).toContainText('Too many wrong PIN entries');
  await expect(page.locator('video')).toHaveCount(0);
  void stack;
});
