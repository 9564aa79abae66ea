import type { Page } from '@playwright/test';

/** The operator's region block as the app meets it: a 403 on device authorisation (000 §8) with this message. */
export async function blockRegion(page: Page, api: string, message: string): Promise<void> {
  await page.route(`${api}/auth/device`, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: { status: 403, error_code: 'forbidden', message } }),
    }),
  );
}
