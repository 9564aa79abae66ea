/**
 * The operator API documents itself where `npm start` points (issue 24): /v2 links the document and the
 * browsable page, and /v2/docs renders every group of calls in Chromium under its own CSP (the fixture
 * fails the test on any violation), loading nothing from another origin.
 */
import { expect, test } from '../fixtures';

test('GET /v2 links /v2/openapi.json and /v2/docs, and the docs page renders the API from this server only', async ({
  page,
  stack,
}) => {
  const index = await (await fetch(stack.api)).json();
  expect(index.links.docs.href).toBe('/v2/docs');
  const document = await fetch(`${stack.origin}${index.links.openapi.href}`);
  expect(document.status).toBe(200);
  expect((await document.json()).openapi).toMatch(/^3\.1\./);

  const foreign: string[] = [];
  await page.setViewportSize({ width: 1440, height: 900 });
  page.context().on('request', (request) => {
    if (new URL(request.url()).origin !== stack.origin) foreign.push(request.url());
  });
  await page.goto(`${stack.origin}${index.links.docs.href}`);
  await expect(page.getByRole('heading', { name: /OnAir operator API/ })).toBeVisible();
  // Every group is listed (folded); opening one shows its calls.
  for (const group of ['start', 'channels', 'contents', 'accounts', 'stats', 'media', 'vast']) {
    await expect(page.locator(`.opblock-tag[data-tag="${group}"]`)).toBeVisible();
  }
  await page.locator('.opblock-tag[data-tag="contents"]').click();
  await expect(page.locator('.opblock-summary-path[data-path="/v2/contents/{id}/stream"]')).toBeVisible();
  if (process.env.ONAIR_SHOTS) await page.screenshot({ path: '/tmp/shots-openapi/e2e-docs-1440.png' });
  // A deep link opens one call with its answers, the §8 errors included.
  const deep = await page.context().newPage();
  await deep.goto(`${stack.origin}/v2/docs#/channels/getV2ChannelsIdStream`);
  const call = deep.locator('.opblock.is-open');
  await expect(call.locator('.response[data-code="401"]')).toBeVisible();
  await expect(call.locator('.response[data-code="403"]')).toBeVisible();
  if (process.env.ONAIR_SHOTS) await deep.screenshot({ path: '/tmp/shots-openapi/e2e-docs-1440-call.png' });
  expect(foreign).toEqual([]);
});
