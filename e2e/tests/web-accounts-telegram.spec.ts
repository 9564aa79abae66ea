/**
 * Issue 36 item 6, 000 §4 Telegram variant: with the demo provider ?provider=6 ("OnAir Telegram") the
 * sign-in sends no SMS; the viewer opens the operator's bot from the hint (the demo bot page stands in
 * for Telegram), shares the phone, reads the code in the bot's message, and the sign-in window, polling
 * otp/exist every 5 s, moves on to the code by itself. RU.
 */
import { expect, test } from '../fixtures';
import { newPhone, shots } from '../support/accounts-helpers';

test('provider 6 signs in with the code from its Telegram bot (ru)', async ({ page, stack }) => {
  const phone = newPhone();
  await page.goto(`${stack.web}?provider=6&lang=ru`);
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Войти' });
  await dialog.getByRole('tab', { name: 'По телефону' }).click();
  await dialog.getByLabel('Номер телефона').fill(phone);
  await dialog.getByRole('button', { name: 'Получить код' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Ждём код из Telegram…');
  await shots(page, 'telegram-wait-ru');
  // Nothing went by SMS: the code comes from the bot only when the viewer asks it.
  const sms = await (await fetch(`${stack.origin}/sink/sms?phone=${phone}`)).json();
  expect(sms.last).toBeNull();

  const [bot] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('link', { name: 'Открыть бота в Telegram' }).click(),
  ]);
  await expect(bot.getByLabel('Номер, которым поделиться')).toHaveValue(phone);
  await bot.getByRole('button', { name: 'Старт — поделиться номером' }).click();
  const message = await bot.getByTestId('telegram-message').textContent();
  const code = /(\d{6})/.exec(message ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await bot.close();

  // The window moves on at its next otp/exist poll (every 5 s).
  const input = dialog.getByLabel(/Код из Telegram/);
  await expect(input).toBeVisible({ timeout: 15_000 });
  await shots(page, 'telegram-code-ru');
  await input.fill(code);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});
