/**
 * Issue 36 item 6, the regional provider (?provider=2, `regional_middleware` on its network): a subscriber
 * whose balance does not cover the monthly fee is told so after signing in (000 §2 block_alma, §3 Block
 * status, §7 GET mw/status_block), with the operator's words and the way to top up. RU.
 */
import { expect, test } from '../fixtures';
import { shots } from './accounts-helpers';

test('a regional subscriber with no money sees the block status after signing in (ru)', async ({
  page,
  stack,
}) => {
  const username = `regional-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'regional-pass-1';
  const created = await fetch(`${stack.api}/users?provider=2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(created.status).toBe(201);

  await page.goto(`${stack.web}?provider=2&lang=ru`);
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const signIn = page.getByRole('dialog', { name: 'Войти' });
  await signIn.getByRole('tab', { name: 'Логин и пароль' }).click();
  await signIn.getByRole('textbox', { name: 'Логин' }).fill(username);
  await signIn.getByLabel('Пароль', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Войти' }).click();

  const block = page.getByRole('dialog', { name: 'Просмотр приостановлен' });
  await expect(block).toBeVisible();
  await expect(block.getByText(/пополните его на 199\.00 ₽/)).toBeVisible();
  await expect(block.getByTestId('block-status')).toContainText(username);
  await expect(block.getByTestId('block-status')).toContainText('0.00 ₽');
  await shots(page, 'block-status-ru');
  await block.getByRole('link', { name: 'Пополнить баланс' }).click();
  await expect(page).toHaveURL(/\/settings\/payment/);
});
