/**
 * Issue 22, ClearKey by the operator's word: two corpus streams (packages/demo-backend/media/conformance/drm)
 * whose MPDs signal only Widevine (+ PlayReady) — one CENC throughout, one clear then encrypted with a key per
 * track — offered as `dash_clearkey` with `laClearkey`, play through OnAir's public API in Chromium (which has
 * no Widevine or PlayReady). Each licence request must be the W3C ClearKey JSON naming the stream's key ids.
 */
import { expect, expectFramesAdvance, guestToken, STACK, test } from '../fixtures';
import { type HarnessWindow, harnessLog, openPlayer, playerState } from '../support/sdk-harness';

const hex = (b64url: string) => Buffer.from(b64url, 'base64url').toString('hex');
const corpus = (id: string) => `${STACK.origin}/media/conformance/streams/${id}/manifest.mpd`;
const CASES = [
  { id: 'dash-clearkey-wvpr', kids: ['6b3f2a1c9d8e4f50a1b2c3d4e5f60718'], startAt: 0, playPast: 1 },
  // From 4 s the second period is encrypted: starting in the clear one at 3 s and playing past 4.5 s crosses
  // from clear to encrypted and proves both keys arrived.
  {
    id: 'dash-clearkey-mixed',
    kids: ['6b3f2a1c9d8e4f50a1b2c3d4e5f60718', 'a7d4c2e1f0b94c38b6a5e4d3c2b1a090'],
    startAt: 3,
    playPast: 4.5,
  },
];

test('dash_clearkey streams signalled only as Widevine/PlayReady play with ClearKey, clear and encrypted periods too', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await guestToken();
  const licences: Array<{ kids: string[]; type: string }> = [];
  page.on('request', (request) => {
    if (!request.url().includes('/drm/clearkey/license')) return;
    const body = JSON.parse(request.postDataBuffer()?.toString('utf8') ?? 'null') as {
      kids: string[];
      type: string;
    };
    licences.push({ ...body, kids: body.kids.map(hex).sort() });
  });
  await openPlayer(page, token);
  for (const { id, kids, startAt, playPast } of CASES) {
    licences.length = 0;
    await page.evaluate(
      ({ url, licence, start }) =>
        (window as unknown as HarnessWindow).player.load({
          kind: 'content',
          stream: { streams: [{ type: 'dash_clearkey', url }], laClearkey: licence },
          startPosition: start,
        }),
      { url: corpus(id), licence: `${STACK.api}/drm/clearkey/license`, start: startAt },
    );
    await expectFramesAdvance(page, 'video', 20_000);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(playPast);
    expect(licences.length, id).toBeGreaterThan(0);
    for (const licence of licences) {
      expect(licence, id).toEqual({ kids: expect.any(Array), type: 'temporary' });
      expect(kids, id).toEqual(expect.arrayContaining(licence.kids));
    }
    expect([...new Set(licences.flatMap((l) => l.kids))].sort(), id).toEqual(kids);
    const state = await playerState(page);
    expect(state, id).toMatchObject({ engine: 'shaka', error: null });
  }
  const log = await harnessLog(page);
  expect(log.loaded).toEqual(['shaka:dash', 'shaka:dash']);
  expect(log.drmErrors).toEqual([]);
  expect(log.errors.filter((e) => e.fatal)).toEqual([]);
});
