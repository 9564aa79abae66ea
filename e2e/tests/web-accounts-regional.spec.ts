/**
 * Issue 36 item 6, the regional provider (?provider=2, `regional_middleware` on its network): a number
 * starting with 7 signs in through the middleware's code flow (000 §5, §7 mw/otps, mw/auth/otp), the
 * subscriber then chooses a city and an address (000 §2 Login modal, mw/set_city, mw/set_address), and
 * one whose balance does not cover the monthly fee is told so (000 §2 block_alma, §3 Block status, §7
 * mw/status_block), with the operator's words and the way to top up. RU.
 */
import { expect, test } from '../fixtures';
import { codeFor, newPhone, shots } from '../support/accounts-helpers';

test('a regional subscriber signs in by the middleware’s code, picks city and address, sees the block (ru)', async ({
  page,
  stack,
}) => {
  const phone = newPhone();
  await page.goto(`${stack.web}?provider=2&lang=ru`);
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Войти' });
  await dialog.getByRole('tab', { name: 'По телефону' }).click();
  await dialog.getByLabel('Номер телефона').fill(phone);
  const sent = page.waitForResponse((r) => r.url().includes('/v2/mw/otps') && r.status() === 200);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await sent;
  await dialog.getByLabel(/Код из SMS/).fill(await codeFor(phone));
  await dialog.getByRole('button', { name: 'Войти' }).click();

  // Proved: now the city, then the address, before the sign-in completes.
  await dialog.getByRole('radio', { name: 'Владикавказ' }).check();
  await shots(page, 'region-city-ru');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByRole('radio', { name: 'ул. Коста, 3, кв. 18' }).check();
  await shots(page, 'region-address-ru');
  await dialog.getByRole('button', { name: 'Готово' }).click();

  const block = page.getByRole('dialog', { name: 'Просмотр приостановлен' });
  await expect(block).toBeVisible();
  await expect(block.getByText(/пополните его на 199\.00 ₽/)).toBeVisible();
  await expect(block.getByTestId('block-status')).toContainText('0.00 ₽');
  await shots(page, 'block-status-ru');
  await block.getByRole('link', { name: 'Пополнить баланс' }).click();
  await expect(page).toHaveURL(/\/settings\/payment/);
});
