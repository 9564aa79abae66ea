/**
 * Shared by the parental-control browser tests: a page of the listed partner (the examples origin, which
 * the stack's /config.js names in `embedAllow`) framing an embed URL, as a partner site does; and a call to
 * the API with this browser's own token — the device's, as anyone holding the device could make it.
 */
import type { Page } from '@playwright/test';
import { STACK } from '../stack';

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
