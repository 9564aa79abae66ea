/**
 * Issue 8 acceptance: the SDK and ads-vast, packed with `npm pack` and installed into a fresh project
 * outside the workspace (scripts/pack-test.mjs), type-check, bundle with Vite and play in Chromium.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, expectFramesAdvance, guestToken, test } from '../fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}

test('the packed SDK installs into a fresh project, type-checks, bundles and plays', async ({
  page,
  stack,
}) => {
  test.setTimeout(600_000);
  // `npm test` has just built both packages (and checked their budgets): packing reuses that build.
  const reuseBuild = process.env.ONAIR_PACK_SKIP_BUILD === '1' ? ['--skip-build'] : [];
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['scripts/pack-test.mjs', ...reuseBuild],
    {
      cwd: root,
      maxBuffer: 32 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`pack test failed:\n${error.stderr ?? ''}${error.stdout ?? ''}`);
  });
  const dist = /PACK_DIST=(.+)/.exec(stdout)?.[1]?.trim();
  expect(dist, stderr).toBeTruthy();
  expect(dist!.startsWith(root)).toBe(false);
  expect(stderr).toContain('@onair/ads-vast 0.1.0 from file:');

  const { server, origin } = await serve(dist!);
  try {
    const token = await guestToken();
    await page.goto(`${origin}/?api=${encodeURIComponent(stack.api)}&token=${encodeURIComponent(token)}`);
    await page.locator('video').waitFor();
    await expectFramesAdvance(page);
    expect(await page.evaluate(() => (window as unknown as { reactEntry?: string }).reactEntry)).toBe(
      'function,function',
    );
    expect(await page.evaluate(() => (window as unknown as { embedEntry?: string }).embedEntry)).toBe(
      'function',
    );

    // <onair-player> from the packed element entry: its skin in Kazakh, its video playing, its events heard.
    await page.goto(
      `${origin}/element.html?api=${encodeURIComponent(stack.api)}&token=${encodeURIComponent(token)}`,
    );
    const player = page.locator('onair-player');
    await expect(player.getByRole('button', { name: 'Толық экран' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle(/^first frame after \d+ ms$/, { timeout: 45_000 });
    const time = () =>
      page.evaluate(
        () => document.querySelector('onair-player')?.shadowRoot?.querySelector('video')?.currentTime ?? 0,
      );
    const started = await time();
    await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(started + 1);
    expect(stderr).toContain('importing the element entry in Node');
  } finally {
    server.close();
  }
});
