/**
 * Issue 9 acceptance, session part: a new visitor becomes a guest on their own, and a region block on
 * device authorisation (403) lands on /geo_lock with the server's message, country and IP.
 */
import { expect, test } from '../fixtures';
import { blockRegion } from '../support/region-block';

test('a new visitor lands on / and becomes a guest', async ({ page, stack }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stack.api))
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(stack.web);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New films' })).toBeVisible();
  expect(calls.slice(0, 5)).toEqual([
    'GET /v2/users/self/network',
    'GET /v2/platform/configuration',
    'GET /v2/platform/resources',
    'POST /v2/users',
    'POST /v2/auth/device',
  ]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onair.token') ?? 'null'));
  expect(stored?.value, 'the guest token is kept for the next visit').toMatch(/\w{16,}/);
  const serial = await page.evaluate(() => document.cookie);
  expect(serial).toMatch(/onair_serial=/);

  // The next visit reuses the stored token instead of creating another guest.
  calls.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New films' })).toBeVisible();
  expect(calls).not.toContain('POST /v2/users');
});

test('a 403 on device authorisation lands on /geo_lock with the server message, country and IP', async ({
  page,
  stack,
}) => {
  await blockRegion(page, stack.api, 'OnAir is not available in your country');
  await page.goto(`${stack.web}channels`);
  await expect(page).toHaveURL(/\/geo_lock$/);
  const block = page.getByTestId('geo-lock');
  await expect(block).toContainText('OnAir is not available in your country');
  await expect(block).toContainText('RU');
  await expect(block).toContainText('127.0.0.1');
});

test('a dead stored token (401) raises the token flag and the device is re-authorised', async ({
  page,
  stack,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const now = Date.now();
    localStorage.setItem(
      'onair.token',
      JSON.stringify({
        value: 'dead-token-from-a-previous-server',
        setAt: now - 3_600_000,
        expiresAt: now + 3_600_000,
        error: false,
      }),
    );
    localStorage.setItem('onair.guest', JSON.stringify({ username: 'guest-old', password: 'old:serial' }));
  });
  const deviceAuths: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${stack.api}/auth/device`) deviceAuths.push(request.method());
  });
  await page.goto(`${stack.web}channels/all/premium-cinema`);
  await expect(page.getByTestId('lock-view')).toBeVisible();
  expect(deviceAuths, 'the device was re-authorised after the 401').toEqual(['POST']);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onair.token') ?? 'null'));
  expect(stored.value).not.toBe('dead-token-from-a-previous-server');
  expect(stored.error).toBe(false);
});
