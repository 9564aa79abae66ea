/**
 * Issue 8 acceptance: a partner page on the examples origin embeds the web app's /channel_embed/1
 * (another origin) and drives it through the postMessage API; foreign frames are not obeyed.
 */
import { expect, test } from '../fixtures';
import { embedFrame, expectFrameAdvance, frameSample } from '../support/embed-helpers';
import '../support/partner-window';

test('a partner page plays, pauses and seeks the archive through the postMessage API', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.examples}embed-partner.html?app=${encodeURIComponent(stack.web)}`);
  const ready = await page.evaluate(() => window.onairPartner!.player.ready());
  expect(ready.capabilities).toEqual(expect.arrayContaining(['play', 'pause', 'seek', 'load', 'getState']));
  const frame = await embedFrame(page);
  expect(new URL(frame.url()).origin).toBe(new URL(stack.web).origin);
  // The embed plays without a gesture; it starts muted only where the browser refuses sound (this
  // browser allows it), so the state it reports must match its own video element.
  await expectFrameAdvance(frame);
  const videoMuted = () => frame.evaluate(() => document.querySelector('video')?.muted);
  const started = await page.evaluate(() => window.onairPartner!.player.getState());
  expect(started).toMatchObject({ paused: false, live: true });
  expect(started.muted).toBe(await videoMuted());
  // Playback that began before the handshake is announced with one catch-up play.
  await expect
    .poll(() => page.evaluate(() => window.onairPartner!.received.map((r) => r.event)))
    .toContain('timeupdate');
  const early = await page.evaluate(() =>
    window.onairPartner!.received.map((r) => r.event).filter((e) => e !== 'timeupdate'),
  );
  expect(early).toEqual(['play']);

  await page.evaluate(() => window.onairPartner!.player.pause());
  await expect.poll(async () => (await frameSample(frame)).paused).toBe(true);
  const paused = await page.evaluate(() => window.onairPartner!.player.getState());
  expect(paused).toMatchObject({ paused: true, muted: started.muted });

  await page.evaluate(() => window.onairPartner!.player.play());
  await expectFrameAdvance(frame);

  // Archive: load the programme of an hour ago, then seek inside it.
  const ts = Math.floor(Date.now() / 1000) - 3600;
  await page.evaluate((at) => window.onairPartner!.player.load({ channelId: 1, ts: at }), ts);
  const archiveFrame = await embedFrame(page);
  await expectFrameAdvance(archiveFrame);
  await page.evaluate(() => window.onairPartner!.player.seek(30));
  await expect
    .poll(
      async () => (await page.evaluate(() => window.onairPartner!.player.getState())).currentTime as number,
    )
    .toBeGreaterThanOrEqual(30);
  await expect
    .poll(async () => (await page.evaluate(() => window.onairPartner!.player.getState())).live)
    .toBe(false);

  // Events arrived in the order things happened: play, pause, play again, and timeupdates while playing.
  const events = await page.evaluate(() =>
    window.onairPartner!.received.map((r) => r.event).filter((e) => e !== 'timeupdate'),
  );
  const firstPause = events.indexOf('pause');
  expect(firstPause).toBeGreaterThanOrEqual(0);
  expect(events.slice(firstPause + 1)).toContain('play');
  expect(events).not.toContain('error');
  const times = await page.evaluate(
    () => window.onairPartner!.received.filter((r) => r.event === 'timeupdate').length,
  );
  expect(times).toBeGreaterThan(2);
});

test('the embed ignores commands from a foreign frame and malformed messages', async ({ page, stack }) => {
  await page.goto(`${stack.examples}embed-partner.html?app=${encodeURIComponent(stack.web)}`);
  await page.evaluate(() => window.onairPartner!.player.ready());
  const frame = await embedFrame(page);
  await expectFrameAdvance(frame);

  // A sibling frame on a third origin (the API's) tries to pause the embed, and sends junk.
  await page.evaluate((src) => {
    const foreign = document.createElement('iframe');
    foreign.id = 'foreign';
    foreign.src = src;
    document.body.append(foreign);
    return new Promise((resolve) => foreign.addEventListener('load', resolve, { once: true }));
  }, `${stack.origin}/robots.txt`);
  const foreign = page.frames().find((f) => f.url().startsWith(stack.origin))!;
  const delivered = await foreign.evaluate(() => {
    const embed = window.parent.frames[0];
    if (!embed) return false;
    for (const data of [
      { onair: 1, kind: 'command', id: 900, method: 'pause', args: [] },
      { onair: 1, kind: 'command', id: 901, method: 'setVolume', args: [0] },
      '{"onair":1',
      { onair: 1, kind: 'command', id: 'x', method: 'pause' },
    ]) {
      embed.postMessage(data, '*');
    }
    return true;
  });
  expect(delivered).toBe(true);
  // The parent page itself sends a malformed command too; none of this may stop playback.
  await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('#embed')!;
    iframe.contentWindow!.postMessage({ onair: 1, kind: 'command', id: 5, method: 'eval', args: [] }, '*');
  });
  await expectFrameAdvance(frame);
  expect(await page.evaluate(() => window.onairPartner!.player.getState())).toMatchObject({
    paused: false,
    volume: 1,
  });
  // And the embed still answers its real parent.
  await page.evaluate(() => window.onairPartner!.player.pause());
  await expect.poll(async () => (await frameSample(frame)).paused).toBe(true);
});
