/**
 * Helpers for the profiles/parental/settings browser tests: a fresh signed-up viewer per test (no PIN,
 * no profiles, nothing another test changed) and the sign-in through the app's own modal.
 */
import { expect, type Page } from '@playwright/test';
import { STACK, type StackUrls } from './stack-urls';

export interface Viewer {
  username: string;
  password: string;
  token: string;
  /** The operator the viewer signed up with (the second operator's tests, issue 37); default OnAir. */
  stack?: StackUrls;
}

export async function newViewer(prefix: string, stack: StackUrls = STACK): Promise<Viewer> {
  const username = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = 'secret-pass';
  const res = await fetch(`${stack.api}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { access_token: string };
  return { username, password, token: body.access_token, stack };
}

export async function api(viewer: Viewer, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(
    `${(viewer.stack ?? STACK).api}${path}${path.includes('?') ? '&' : '?'}access_token=${viewer.token}`,
    {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
}

export async function signInAs(page: Page, viewer: Viewer, path = '', from = 'channels'): Promise<void> {
  const web = (viewer.stack ?? STACK).web;
  // Signed in from the channels page (any page with the header does; `from` picks a quieter one).
  await page.goto(`${web}${from}?lang=en`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('tab', { name: 'Login and password' }).click();
  await dialog.getByRole('textbox', { name: 'Login' }).fill(viewer.username);
  await dialog.getByLabel('Password', { exact: true }).fill(viewer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  if (path) await page.goto(`${web}${path}`);
}

/** Types a PIN into the entry that is on screen (it submits itself at 4 digits). */
export async function typePin(
  page: Page,
  pin: string,
  scope = page.getByTestId('pin-prompt'),
): Promise<void> {
  const input = scope.locator('input[type="password"]');
  await expect(input).toBeEnabled();
  await input.fill(pin);
}
