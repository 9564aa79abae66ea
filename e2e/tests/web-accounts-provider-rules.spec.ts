/**
 * Issue 36 item 6, 000 §5 provider rules: the demo provider ?provider=5 ("OnAir Local") takes a 9-digit
 * local number (one not starting with 7) and sends 4-digit codes; the default provider refuses the same
 * number in the form. RU and EN, one page each.
 */
import { expect, test } from '../fixtures';
import { codeFor, shots } from '../support/accounts-helpers';

const TEXT = {
  en: {
    signIn: 'Sign in',
    tab: 'By phone',
    phone: 'Phone number',
    get: 'Get a code',
    code: /Code from the SMS \(4 digits\)/,
    wrong: 'Enter the whole phone number',
    hint: /or 9 for a local number/,
  },
  ru: {
    signIn: 'Войти',
    tab: 'По телефону',
    phone: 'Номер телефона',
    get: 'Получить код',
    code: /Код из SMS \(цифр: 4\)/,
    wrong: 'Введите номер телефона полностью',
    hint: /или 9 для местного номера/,
  },
} as const;

/** A 9-digit local number no other run used: never starting with 7. */
const localPhone = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

for (const lang of ['en', 'ru'] as const) {
  test(`provider 4 signs in with a 9-digit local number and a 4-digit code (${lang})`, async ({
    page,
    stack,
  }) => {
    const t = TEXT[lang];
    const phone = localPhone();

    // The default provider wants 11 digits: the same number is refused in the form.
    await page.goto(`${stack.web}?lang=${lang}`);
    await page.getByRole('banner').getByRole('button', { name: t.signIn }).click();
    let dialog = page.getByRole('dialog', { name: t.signIn });
    await dialog.getByRole('tab', { name: t.tab }).click();
    await dialog.getByLabel(t.phone).fill(phone);
    await dialog.getByRole('button', { name: t.get }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.wrong);

    await page.goto(`${stack.web}?provider=5&lang=${lang}`);
    await page.getByRole('banner').getByRole('button', { name: t.signIn }).click();
    dialog = page.getByRole('dialog', { name: t.signIn });
    await dialog.getByRole('tab', { name: t.tab }).click();
    await expect(dialog.getByText(t.hint)).toBeVisible();
    await shots(page, `provider4-phone-${lang}`);
    await dialog.getByLabel(t.phone).fill(phone.slice(0, 8));
    await dialog.getByRole('button', { name: t.get }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.wrong);
    await dialog.getByLabel(t.phone).fill(phone);
    await dialog.getByRole('button', { name: t.get }).click();

    const input = dialog.getByLabel(t.code);
    await expect(input).toBeVisible();
    // A local number has no country code: shown as typed, without a `+`.
    await expect(dialog.getByText(new RegExp(`(to|на) ${phone}$`))).toBeVisible();
    const code = await codeFor(phone);
    expect(code).toMatch(/^\d{4}$/);
    await shots(page, `provider4-code-${lang}`);
    await input.fill(code);
    await dialog.getByRole('button', { name: t.signIn }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(
      page
        .getByTestId('account-menu')
        .getByRole('button', { name: new RegExp(phone) })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: t.signIn })).toHaveCount(0);
  });
}
