/**
 * Proves the harness itself (issue 2): Debian Chromium plays the demo backend's media with the
 * bare engines, before any of our SDK is involved.
 */
import { apiGet, expect, expectFramesAdvance, guestToken, test } from '../fixtures';

interface StreamResponse {
  hls?: string;
  hls_mbr?: string;
  streams?: Array<{ type: string; url: string }>;
  laClearkey?: string;
}

test('a live channel plays with plain hls.js from the demo backend', async ({ page, stack }) => {
  const token = await guestToken();
  const stream = await apiGet<StreamResponse>('/channels/1/stream', token);
  const src = stream.hls_mbr ?? stream.hls;
  expect(src, 'live stream response has an HLS URL').toBeTruthy();
  await page.goto(`${stack.examples}bare-hls.html?src=${encodeURIComponent(src!)}`);
  await expectFramesAdvance(page);
  const fatal = await page.evaluate(
    () => (window as unknown as { baseline: { fatal: string[] } }).baseline.fatal,
  );
  expect(fatal).toEqual([]);
});

test('the ClearKey-encrypted DASH decrypts and plays with shaka', async ({ page, stack }) => {
  const token = await guestToken();
  const contents = await apiGet<Array<{ id: number }>>('/contents', token).catch(
    () => [] as Array<{ id: number }>,
  );
  let clearKey: StreamResponse | null = null;
  for (const content of contents) {
    const stream = await apiGet<StreamResponse>(`/contents/${content.id}/stream`, token).catch(() => null);
    if (stream?.laClearkey && stream.streams?.some((s) => s.type === 'dash_clearkey')) {
      clearKey = stream;
      break;
    }
  }
  expect(clearKey, 'the catalogue has a ClearKey content').toBeTruthy();
  const manifest = clearKey!.streams!.find((s) => s.type === 'dash_clearkey')!.url;
  // The licence gives the key only to a viewer entitled to the content (issue 35): the guest who asked.
  const licence = new URL(clearKey!.laClearkey!);
  licence.searchParams.set('access_token', token);
  await page.goto(
    `${stack.examples}bare-shaka.html?src=${encodeURIComponent(manifest)}&license=${encodeURIComponent(licence.href)}`,
  );
  await expectFramesAdvance(page);
  const fatal = await page.evaluate(
    () => (window as unknown as { baseline: { fatal: string[] } }).baseline.fatal,
  );
  expect(fatal).toEqual([]);
});
