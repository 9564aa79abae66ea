/**
 * Shared by the parental-control browser tests: a page of the listed partner (the examples origin, which
 * the stack's /config.js names in `embedAllow`) framing an embed URL, as a partner site does; and a call to
 * the API with this browser's own token — the device's, as anyone holding the device could make it.
 */
import type { Page } from '@playwright/test';
import { STACK } from './stack-urls';

export async function framedByPartner(page: Page, src: string): Promise<void> {
  await page.goto(`${STACK.examples}index.html`);
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.title = 'OnAir player';
    frame.allow = 'autoplay; fullscreen; encrypted-media';
    frame.width = '640';
    frame.height = '360';
    frame.src = url;
    document.body.prepend(frame);
  }, src);
}

/** An API call from the page with the token the app stored; its status and JSON answer. */
export async function asThisDevice(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ base, method, path, body, headers }) => {
      const stored = localStorage.getItem('onair.token');
      const token = stored ? (JSON.parse(stored) as { value?: string }).value : '';
      const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}access_token=${token}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { base: STACK.api, method, path, body, headers },
  );
}

/**
 * Sets this browser's device's parental settings as the parental tab does: the PIN checked first, its
 * approval sent with the change (the browser keeps none of it). Answers the change's status and the device.
 */
export async function setThisDeviceParental(
  page: Page,
  pin: string,
  settings: Record<string, unknown>,
): Promise<{ status: number; deviceId: number | undefined }> {
  const check = await asThisDevice(page, 'POST', '/users/self/parental_code/check', {
    code: pin,
    action: 'parental',
  });
  const approval = (check.body.approval as { token?: string } | undefined)?.token;
  const devices = (await asThisDevice(page, 'GET', '/users/self/devices')).body as unknown as {
    id: number;
    is_current?: boolean;
  }[];
  const deviceId = devices.find((d) => d.is_current)?.id;
  const changed = await asThisDevice(
    page,
    'PATCH',
    `/users/self/devices/${deviceId}`,
    { parental_settings: settings },
    approval ? { 'x-parental-approval': approval } : {},
  );
  return { status: changed.status, deviceId };
}
