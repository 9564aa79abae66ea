/**
 * Issue 21, the web app's session boundary (items 1, 2 and 5). Each test names the case it reproduces;
 * each failed on the code before the fix (checked once by undoing only that fix):
 * - a crafted `?customapi=` link made the app send its token and guest credentials to any server;
 * - an allow-listed override still read the default API's token, guest password and device serial;
 * - `?access_token=` stayed in the address bar, in the Referer of every request and in the share text;
 * - `?ignore_parental_control=1` switched the PIN off on the main site;
 * - `?device_serial=` from a plain link replaced the viewer's device serial.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { expect, guestToken, test } from '../fixtures';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A server that would gladly act as an API: it answers everything and records what it got. */
async function recordingServer(): Promise<{ server: Server; origin: string; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'content-type': 'application/json',
      });
      res.end(JSON.stringify({ access_token: 'attacker-grant', is_guest_allowed: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, requests };
}

/** The default API's session as the app stored it: token, guest password, device serial. */
async function storedSession(page: Page) {
  return page.evaluate(() => {
    const parse = (key: string) => {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    };
    const serial = /(?:^|; )onair_serial=([^;]+)/.exec(document.cookie)?.[1] ?? null;
    return {
      token: (parse('onair.token')?.value as string | undefined) ?? null,
      password: (parse('onair.guest')?.password as string | undefined) ?? null,
      serial,
    };
  });
}

async function startedSession(page: Page, url: string) {
  await page.goto(url);
  await expect.poll(async () => (await storedSession(page)).token, { timeout: 20_000 }).not.toBeNull();
  return storedSession(page);
}

test('a crafted ?customapi= link to an unlisted server sends it nothing and says why', async ({
  page,
  stack,
}) => {
  const evil = await recordingServer();
  try {
    const before = await startedSession(page, `${stack.web}?lang=en`);
    const attempts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(evil.origin)) attempts.push(request.url());
    });
    await page.goto(`${stack.web}channels?lang=en&customapi=${encodeURIComponent(`${evil.origin}/v2`)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'customapi' })).toBeVisible();
    // The app goes on with its own API and the same session.
    await expect(page.getByRole('list', { name: 'All channels' })).toBeVisible();
    expect((await storedSession(page)).token).toBe(before.token);
    expect(attempts).toEqual([]);
    expect(evil.requests).toEqual([]);
  } finally {
    evil.server.close();
  }
});

test('an allow-listed override gets a session of its own, never the default API’s credentials', async ({
  page,
  stack,
}) => {
  const first = await startedSession(page, `${stack.web}?lang=en`);
  expect(first.token && first.password && first.serial).toBeTruthy();
  // The demo API under its other loopback name: another origin, on the stack's allow-list.
  const alias = `http://localhost:${stack.apiPort}`;
  const seen: Array<{ url: string; body: string; headers: Record<string, string> }> = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(alias)) {
      seen.push({ url: request.url(), body: request.postData() ?? '', headers: request.headers() });
    }
  });
  await page.goto(`${stack.web}channels?lang=en&customapi=${encodeURIComponent(`${alias}/v2`)}`);
  await expect(page.getByRole('list', { name: 'All channels' })).toBeVisible();
  expect(seen.length, 'the override is used').toBeGreaterThan(0);
  const wire = JSON.stringify(seen);
  expect(wire).not.toContain(first.token);
  expect(wire).not.toContain(first.password);
  expect(wire).not.toContain(first.serial);
  // The override's session is kept apart; the default one is untouched.
  expect((await storedSession(page)).token).toBe(first.token);
});

test('?access_token= leaves the address bar before any request, and the share text never has it', async ({
  page,
  context,
  stack,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.web.replace(/\/$/, ''),
  });
  // The clipboard path of the share button (headless Chromium on Linux has no share sheet anyway).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  const token = await guestToken();
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  const used: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('access_token') === token) used.push(request.url());
  });
  await page.goto(`${stack.web}channels/all/onair-sport?lang=en&access_token=${token}`);
  await expect(page).toHaveURL(`${stack.web}channels/all/onair-sport?lang=en`);
  // The app did take the token: its calls carry it (as the §7 query parameter, to the API only).
  await expect.poll(() => used.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Share' }).first().click();
  await expect(page.getByText('Link copied').first()).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toBe(`${stack.web}channels/all/onair-sport?lang=en`);
  expect(referers.filter((r) => r.includes(token))).toEqual([]);
});

test('?ignore_parental_control=1 on the main site still asks for the PIN', async ({ page, stack }) => {
  await page.goto(`${stack.web}channels/all/night-club?lang=en&ignore_parental_control=1`);
  await expect(page.getByTestId('pin-prompt')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
});

test('?device_serial= from a plain link does not replace the viewer’s device serial', async ({
  page,
  stack,
}) => {
  const first = await startedSession(page, `${stack.web}?lang=en`);
  await page.goto(`${stack.web}channels?lang=en&device_serial=forged-serial-1`);
  await expect(page.getByRole('list', { name: 'All channels' })).toBeVisible();
  expect((await storedSession(page)).serial).toBe(first.serial);
});
