/**
 * Issue 20: the service worker installs from /service-worker.js, the app shell then opens offline with
 * the offline message instead of a blank page, and nothing from the API, media or licence hosts is in its
 * caches; the web app manifest names the operator and has installable icons.
 */
import { expect, test } from '../fixtures';

test.use({ serviceWorkers: 'allow' });

test('service worker: installs, shell opens offline, API never cached; manifest installable', async ({
  page,
  context,
  stack,
}) => {
  await page.goto(`${stack.web}news`);
  await expect(page.locator('.news-card').first()).toBeVisible();
  // Registered after load; clientsClaim makes it control this page once active.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${stack.web}service-worker.js`);

  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return null;
    const body = await (await fetch(link.href)).json();
    const icons = await Promise.all(
      (body.icons as { src: string; sizes: string }[]).map(async (icon) => {
        const res = await fetch(icon.src);
        return { sizes: icon.sizes, type: res.headers.get('content-type'), ok: res.ok };
      }),
    );
    return { name: body.name, start_url: body.start_url, display: body.display, icons };
  });
  expect(manifest).toMatchObject({ name: 'OnAir TV', start_url: '/', display: 'standalone' });
  expect(manifest?.icons).toEqual(
    expect.arrayContaining([
      { sizes: '192x192', type: 'image/png', ok: true },
      { sizes: '512x512', type: 'image/png', ok: true },
    ]),
  );

  // The page keeps a copy of /config.js (its API base) once the worker is ready.
  await page.waitForFunction(async () => (await caches.match('/config.js')) !== undefined);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'OnAir' }).first()).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveText(/^No connection\./);
  if (process.env.ONAIR_SHOTS) await page.screenshot({ path: '/tmp/eng/shots/offline-1440.png' });

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((url) => !url.startsWith(stack.web))).toEqual([]);
  // App code under /assets/ may be named after what it handles (licence-*.js); nothing else may be.
  const data = cached.filter((url) => !new URL(url).pathname.startsWith('/assets/'));
  expect(data.filter((url) => /\/v2\/|\/media\/|licen[cs]e|\.m3u8|\.m4s|\.mpd/.test(url))).toEqual([]);
  await context.setOffline(false);
});
