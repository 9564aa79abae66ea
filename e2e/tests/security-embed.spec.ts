/**
 * Issue 21 item 7 in the browser: embeds are closed unless opened. The stack's /config.js lists only the
 * examples origin (as http://127.0.0.1:port) as a partner, so the same partner page served as
 * http://localhost:port — another origin — that frames /channel_embed/1 (with the frame-ancestors header
 * removed) is refused out loud: its handshake and its pause reject with `embed.forbidden`, naming the origin,
 * while the embed keeps playing. Before the fix both lists defaulted
 * to '*': that page's pause stopped the video (checked against the old code once).
 *
 * The partner's handle reconnects: after the iframe reloads, EmbeddedPlayer says hello again and its commands
 * drive the new page. (This browser case also held before the fix once the new page had settled; the cases that
 * failed before — a command lost in the reload, a late answer after a handshake time-out — are in
 * packages/player-sdk/src/embed/embed.test.ts.)
 */
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/find-browser.mjs';
import { expect, test } from '../fixtures';
import { embedFrame, expectFrameAdvance, frameSample } from '../support/embed-helpers';
import '../support/partner-window';

test.describe.configure({ timeout: 120_000 });

// The header-stripped embed document is served by the test (route.fulfill), which Chromium counts as a public
// page and so blocks its calls to the loopback API (Local Network Access); the file's browser turns that
// check off so the embed starts as it would on a real host. Everything else is the suite's launch setup.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('a partner page on an unlisted origin is refused out loud and cannot drive the embed', async ({
  page,
  stack,
}) => {
  // The examples' partner page under another name (localhost instead of 127.0.0.1) is another origin, one
  // the operator did not list. The stack's frame-ancestors header would already keep it from framing the
  // embed; the test takes that layer away (as an operator serving the embed without it would) to prove the
  // bridge's own check.
  await page.route(`${stack.web}channel_embed/**`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const unlisted = stack.examples.replace('127.0.0.1', 'localhost');
  await page.goto(`${unlisted}embed-partner.html?app=${encodeURIComponent(stack.web)}`);
  const frame = await embedFrame(page);
  await expectFrameAdvance(frame);
  const answers = await page.evaluate(async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'resolved',
        (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
      );
    const { player } = window.onairPartner!;
    return { ready: await reason(player.ready()), pause: await reason(player.pause()) };
  });
  expect(answers.ready).toMatch(/^embed\.forbidden: .*localhost/);
  expect(answers.pause).toMatch(/^embed\.forbidden: .*localhost/);
  await expectFrameAdvance(frame);
  expect((await frameSample(frame)).paused).toBe(false);
});

test('the listed partner reconnects after the embed reloads and drives the new page', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.examples}embed-partner.html?app=${encodeURIComponent(stack.web)}`);
  const ready = await page.evaluate(() => window.onairPartner!.player.ready());
  expect(ready.capabilities).toEqual(expect.arrayContaining(['play', 'pause']));
  const frame = await embedFrame(page);
  await expectFrameAdvance(frame);

  // The reload is awaited on the partner page's side, by the iframe's load event: the frame itself is not asked
  // anything while it navigates (an evaluate there meets a document that is going away — the retried failure).
  // The reload is queued so that this evaluate returns before the old document goes.
  const loads = () => page.evaluate(() => (window as unknown as { embedLoads: number }).embedLoads);
  await (await frame.frameElement()).evaluate((iframe) => {
    const partner = window as unknown as { embedLoads: number };
    partner.embedLoads = 0;
    iframe.addEventListener('load', () => partner.embedLoads++);
  });
  await frame.evaluate(() => void setTimeout(() => location.reload(), 0));
  await expect.poll(loads, { timeout: 30_000 }).toBe(1);
  await expectFrameAdvance(frame);
  // The same handle drives the reloaded page (its new handshake happened on the iframe's load).
  await page.evaluate(() => window.onairPartner!.player.pause());
  await expect.poll(async () => (await frameSample(frame)).paused, { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => window.onairPartner!.player.play());
  await expectFrameAdvance(frame);
  expect(await loads()).toBe(1);
});
