/**
 * 001 §2 Modals (issue 37): every modal id opens from the URL hash, so a deep link or a push can open it.
 * A tour of the ones a guest can see, and the PIN modal for a signed-in viewer (a guest signs in first).
 */
import { expect, test } from '../fixtures';
import { newViewer, signInAs } from '../support/web-profiles-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('a guest opens packet, TV and promo modals by hash; PIN and payment modals ask to sign in first', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}channels#smarttv`);
  const tv = page.getByRole('dialog', { name: 'Watch on your TV' });
  await expect(tv.getByRole('link', { name: 'LG' })).toHaveAttribute('href', /\/instructions\?device=/);
  await page.keyboard.press('Escape');
  await expect(tv).toBeHidden();
  await expect(page).toHaveURL(/\/channels$/);

  await page.goto(`${stack.web}channels?packet_id=101#confirm`);
  const offer = page.getByRole('dialog', { name: 'Cinema+' });
  await expect(offer.getByRole('link', { name: 'Enable subscription' })).toHaveAttribute(
    'href',
    '/packets/101?action=buy',
  );

  await page.goto(`${stack.web}channels#quick_packets`);
  await expect(page.getByRole('dialog', { name: 'Choose a base tariff first' })).toBeVisible();

  await page.goto(`${stack.web}channels?packet_id=101#packets_channels`);
  await expect(page.getByRole('dialog', { name: 'Cinema+' }).getByTestId('packet-channels')).toContainText(
    'Premium Cinema',
  );

  // Each from a page load of its own (a hash change alone would be the same document).
  for (const [path, id] of [
    ['news', 'pincode'],
    ['faq', 'refill'],
  ]) {
    await page.goto(`${stack.web}${path}#${id}`);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  }
});

test('a signed-in viewer opens the PIN modal and the top-up by hash', async ({ page, stack }) => {
  const viewer = await newViewer('hash-modals');
  // The PIN modal in Russian (issue 36: the pay PIN's other browser tests are in English), the top-up in English.
  await signInAs(page, viewer, 'channels?lang=ru#pincode', 'news');
  const pin = page.getByRole('dialog', { name: 'Введите PIN-код родительского контроля' });
  await expect(pin.getByTestId('pay-pin')).toBeVisible();
  await page.goto(`${stack.web}channels#refill`);
  const refill = page.getByRole('dialog', { name: 'Top up the balance' });
  await expect(refill.getByTestId('deep-balance')).not.toHaveText('…');
  await refill.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('dialog', { name: 'How would you like to pay?' })).toBeVisible();
});
