/**
 * Issue 22: OnAir plays every stream of the conformance corpus (packages/demo-backend/media/conformance) that a
 * bare engine plays. examples/conformance.html plays each stream through bare hls.js (then bare shaka when
 * hls.js fails) or bare shaka for DASH, then through OnAir's createPlayer + load of a §3 stream response, one
 * after another in one page: a first frame and 0.5 s of progress each.
 */
import { expect, test } from '../fixtures';

interface Outcome {
  ok: boolean;
  firstFrameMs?: number;
  failure?: string;
}
interface StreamResult {
  id: string;
  type: string;
  ms: number;
  bare: Array<{ engine: string; outcome: Outcome }>;
  onair: Outcome & {
    engine: string | null;
    reason?: string;
    error?: string;
    diagnostics?: string;
    interstitial?: string;
    interstitialLeft?: number;
  };
}
/**
 * Streams no bare engine plays by design, and why: their MPD signals only Widevine and PlayReady, so bare shaka
 * (given no key system) has nothing to use; OnAir plays them with the ClearKey licence the §3 stream response
 * names (corpus.json "ClearKey by the operator's word").
 */
const BARE_CANNOT: Record<string, string> = {
  'dash-clearkey-wvpr': 'CENC signalled for Widevine + PlayReady only',
  'dash-clearkey-mixed': 'CENC periods signalled for Widevine only',
};

type ConformanceWindow = Window & { conformance: { run(only?: string[]): Promise<StreamResult[]> } };

function table(results: StreamResult[]): string {
  return results
    .map((r) => {
      const bare = r.bare.map((b) => `${b.engine} ${b.outcome.ok ? 'ok' : `fails (${b.outcome.failure})`}`);
      const onair = r.onair.ok ? `ok via ${r.onair.engine}` : `fails (${r.onair.failure})`;
      return `  ${r.id.padEnd(22)} ${String(r.ms).padStart(5)} ms  bare: ${bare.join(', then ')} | OnAir: ${onair}`;
    })
    .join('\n');
}

test('OnAir plays every corpus stream a bare engine plays; a stream hls.js cannot play falls back to shaka', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${stack.examples}conformance.html?wait`);
  await page.waitForFunction(() => 'conformance' in window);
  const results = await page.evaluate(() => (window as unknown as ConformanceWindow).conformance.run());

  const playable = results.filter((r) => r.bare.some((b) => b.outcome.ok));
  const played = playable.filter((r) => r.onair.ok);
  console.log(
    `OnAir plays ${played.length} of the ${playable.length} streams a bare engine plays ` +
      `(${results.length} in the corpus)\n${table(results)}`,
  );
  // The floor: the set under test is the whole corpus. A stream no bare engine played within its deadline (on a
  // loaded machine, say) fails here instead of quietly leaving the comparison below; only the streams a bare
  // engine cannot play by design are let off, and OnAir must play those too.
  const corpus = (await (await fetch(`${stack.origin}/media/conformance/corpus.json`)).json()) as {
    streams: unknown[];
  };
  expect(results.length, 'streams run, of the corpus').toBe(corpus.streams.length);
  expect(
    results
      .filter((r) => !r.bare.some((b) => b.outcome.ok) && !(r.id in BARE_CANNOT))
      .map((r) => `${r.id}: ${r.bare.map((b) => `${b.engine} ${b.outcome.failure}`).join(', ')}`),
    'corpus streams no bare engine played',
  ).toEqual([]);
  expect(
    results.filter((r) => r.id in BARE_CANNOT && !r.onair.ok).map((r) => `${r.id}: ${r.onair.failure}`),
    "streams only the operator's word makes playable, which OnAir must play",
  ).toEqual([]);
  expect(
    playable.filter((r) => !r.onair.ok).map((r) => `${r.id}: ${r.onair.failure}`),
    'streams a bare engine plays and OnAir does not',
  ).toEqual([]);

  // The interstitial break played to the end of the stream (no stall), and the state said so while it ran.
  // Its countdown went below the break's 3 s: the asset itself played (a relative X-ASSET-URI that hls.js
  // resolved against the page 404'd and the film resumed at once, until the engine resolved it).
  const interstitial = results.find((r) => r.id === 'hls-interstitial')?.onair;
  expect(interstitial).toMatchObject({ ok: true, interstitial: 'ad1' });
  expect(interstitial?.interstitialLeft, 'seconds left in the break, at the fewest').toBeLessThan(3);

  // A media playlist whose first interstitial is a pre-roll (issue 38): hls.js moves the element to the break's
  // asset before the first play() took, and as its README shows bare hls.js stays paused on the break's first
  // frame (it also loads a relative X-ASSET-URI against the page); shaka plays the film without the breaks. OnAir
  // plays the pre-roll with hls.js, then the film and its mid-roll to the end, the break in its state.
  const preroll = results.find((r) => r.id === 'hls-interstitial-preroll');
  expect(
    preroll?.bare.some((b) => b.outcome.ok),
    'a bare engine plays the pre-roll stream',
  ).toBe(true);
  expect(preroll?.onair).toMatchObject({ ok: true, engine: 'hls', interstitial: 'pre' });

  // SAMPLE-AES in MPEG-TS (Apple's sample encryption, made by our own encryptor): hls.js decrypts it itself, so
  // OnAir plays it with hls.js, no fallback.
  expect(results.find((r) => r.id === 'hls-sample-aes-ts')).toMatchObject({
    bare: [{ engine: 'hls.js', outcome: { ok: true } }],
    onair: { ok: true, engine: 'hls' },
  });

  // SAMPLE-AES in fMP4 (cbcs, identity key): hls.js cannot hand the key to a CDM, shaka plays it through
  // Chromium's ClearKey, and OnAir gets there through the engine fallback.
  expect(results.find((r) => r.id === 'hls-sample-aes-fmp4')).toMatchObject({
    bare: [
      { engine: 'hls.js', outcome: { ok: false } },
      { engine: 'shaka', outcome: { ok: true } },
    ],
    onair: { ok: true, engine: 'shaka' },
  });

  // The fallback: where bare hls.js fails and bare shaka plays, OnAir tried hls.js first, said why it gave up,
  // and played the stream with shaka — except the pre-roll above, which OnAir's own hls.js engine plays.
  const rescued = results.filter(
    (r) =>
      r.type === 'hls' &&
      r.id !== 'hls-interstitial-preroll' &&
      r.bare[0]?.engine === 'hls.js' &&
      !r.bare[0].outcome.ok &&
      r.bare[1]?.outcome.ok,
  );
  expect(
    rescued.map((r) => r.id),
    'HLS streams only shaka plays',
  ).not.toEqual([]);
  for (const r of rescued) {
    expect(r.onair.engine, r.id).toBe('shaka');
    expect(r.onair.reason, r.id).toMatch(
      /hls\.js failed before the first frame \([a-z_.]+.*\); retried with shaka/,
    );
  }
});
