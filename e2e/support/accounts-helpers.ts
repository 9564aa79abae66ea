/**
 * Helpers for the sign-in browser tests: a phone no test has used (so reruns against a kept stack never
 * meet the 60 s resend rule), the one-time code read from the demo SMS outbox, and the header's two states.
 */
import { expect, type Page } from '@playwright/test';
import { STACK } from './stack-urls';

export function newPhone(): string {
  let digits = '79';
  for (let i = 0; i < 9; i++) digits += String(Math.floor(Math.random() * 10));
  return digits;
}

/** The newest code the demo SMS gateway holds for `phone`, newer than `after` (ms) when given. */
export async function codeFor(phone: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${STACK.origin}/sink/sms?phone=${phone}`);
        const body = (await res.json()) as { last: { code: string; at: number } | null };
        code = body.last && body.last.at >= after ? body.last.code : null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

export async function expectGuest(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
}

export async function expectSignedIn(page: Page, name: RegExp | string): Promise<void> {
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(
    page.getByRole('button', { name: typeof name === 'string' ? `Account: ${name}` : name }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
}

export async function isLoggedCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'isLogged')?.value;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('onair.token') ?? 'null')?.value ?? null);
}

/**
 * With ONAIR_SHOTS set, the page at 375×667 and 1440×900 as `<dir>/<name>-<width>.png` (dir: ONAIR_SHOTS,
 * or /tmp/onair-shots when it is just "1"), to look at each new screen at both sizes.
 */
export async function shots(page: Page, name: string): Promise<void> {
  const setting = process.env.ONAIR_SHOTS;
  if (!setting) return;
  const dir = setting === '1' ? '/tmp/onair-shots' : setting;
  const size = page.viewportSize();
  for (const [width, height] of [
    [375, 667],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}
