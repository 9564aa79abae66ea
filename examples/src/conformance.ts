/**
 * The conformance page: every stream of the corpus (GET /media/conformance/corpus.json on the demo backend)
 * through a bare engine — hls.js for HLS, then shaka's default build if hls.js fails; shaka for DASH — and
 * through OnAir's public API (`createPlayer` + `load` of a §3 stream response). The browser test drives
 * `window.conformance.run()`; a person opening the page sees the same table (`?wait` leaves it to the caller).
 */
import * as OnAirSDK from '@onair/player-sdk';
import { formatDiagnostics } from '@onair/player-sdk/diagnostics';
import { apiOrigin } from './config';
import {
  CHECK_RATE,
  type CorpusEntry,
  type Outcome,
  playBareHls,
  playBareShaka,
  watchPlayback,
} from './conformance-play';

export interface StreamResult {
  id: string;
  type: string;
  note: string;
  /** Wall-clock time both checks of this stream took. */
  ms: number;
  /** The bare engines tried, in order, with what each did. */
  bare: Array<{ engine: 'hls.js' | 'shaka'; outcome: Outcome }>;
  onair: Outcome & {
    engine: string | null;
    /** The plan's reason: says when OnAir fell back from one engine to another. */
    reason?: string;
    error?: string;
    diagnostics?: string;
    /** The HLS interstitial the player's state showed while it played (its DATERANGE ID). */
    interstitial?: string;
    /** The fewest whole seconds the break's countdown showed: below its duration only if its asset played. */
    interstitialLeft?: number;
  };
}

/**
 * A bare engine that has not started within BARE_DEADLINE_MS counts as not playing the stream (hls.js waits
 * silently on a gap at the start). It gets as long as OnAir: the test requires a bare engine to play every corpus
 * stream, so a slow start on a busy machine must not read as a stream nobody can play.
 */
const DEADLINE_MS = 8000;
const BARE_DEADLINE_MS = DEADLINE_MS;
/** A stream watched to its end (`playThrough`) gets its length plus the usual start-up allowance. */
const PLAY_THROUGH_MS = 20_000;
const origin = apiOrigin();
const status = document.querySelector<HTMLElement>('#status')!;
const bareHost = document.querySelector<HTMLElement>('#bare')!;
const playerHost = document.querySelector<HTMLElement>('#player')!;

async function corpus(): Promise<CorpusEntry[]> {
  const response = await fetch(new URL('/media/conformance/corpus.json', origin));
  if (!response.ok) throw new Error(`corpus.json: HTTP ${response.status}`);
  const { streams } = (await response.json()) as { streams: CorpusEntry[] };
  return streams.map(resolved);
}

/** The corpus names the API's own URLs by path: the media and the licence server are on its origin. */
function resolved(entry: CorpusEntry): CorpusEntry {
  const url = new URL(entry.url, origin).href;
  return entry.drm
    ? { ...entry, url, drm: { ...entry.drm, licence: new URL(entry.drm.licence, origin).href } }
    : { ...entry, url };
}

/** The §3 stream response an operator would send for this stream. */
function streamResponse(entry: CorpusEntry): OnAirSDK.StreamResponse {
  if (entry.drm?.keySystem === 'org.w3.clearkey') {
    return { streams: [{ type: 'dash_clearkey', url: entry.url }], laClearkey: entry.drm.licence };
  }
  return entry.type === 'dash' ? { streams: [{ type: 'dash', url: entry.url }] } : { hls: entry.url };
}

async function bare(entry: CorpusEntry): Promise<StreamResult['bare']> {
  if (entry.type === 'dash')
    return [{ engine: 'shaka', outcome: await playBareShaka(bareHost, entry, BARE_DEADLINE_MS) }];
  const tried: StreamResult['bare'] = [
    { engine: 'hls.js', outcome: await playBareHls(bareHost, entry, BARE_DEADLINE_MS) },
  ];
  if (!tried[0]?.outcome.ok) {
    tried.push({ engine: 'shaka', outcome: await playBareShaka(bareHost, entry, BARE_DEADLINE_MS) });
  }
  bareHost.replaceChildren();
  return tried;
}

async function onair(entry: CorpusEntry): Promise<StreamResult['onair']> {
  const container = document.createElement('div');
  playerHost.replaceChildren(container);
  const player = OnAirSDK.createPlayer({ container, muted: true, autoplay: true });
  player.setRate(CHECK_RATE);
  let fatal: OnAirSDK.PlayerError | null = null;
  let reason: string | undefined;
  player.on('error', (error) => {
    if (error.fatal) fatal ??= error;
  });
  player.on('loadedsource', ({ plan }) => {
    reason = plan.reason;
  });
  let interstitial: string | undefined;
  let interstitialLeft: number | undefined;
  player.subscribe((state) => {
    interstitial ??= state.interstitial?.id;
    const left = state.interstitial?.remainingSec;
    if (left !== undefined) interstitialLeft = Math.min(left, interstitialLeft ?? left);
  });
  try {
    const video = player.video;
    if (!video) throw new Error('the player has no <video>');
    void player.load({ kind: 'content', stream: streamResponse(entry) });
    const outcome = await watchPlayback(video, {
      audioOnly: entry.audioOnly,
      toEnd: entry.playThrough,
      deadlineMs: entry.playThrough ? PLAY_THROUGH_MS : DEADLINE_MS,
      failed: () => (fatal ? `${fatal.code}: ${fatal.details ?? fatal.message}` : null),
    });
    const state = player.getState();
    return {
      ...outcome,
      engine: state.engine,
      ...(reason ? { reason } : {}),
      ...(interstitial ? { interstitial } : {}),
      ...(interstitialLeft !== undefined ? { interstitialLeft } : {}),
      ...(fatal ? { error: (fatal as OnAirSDK.PlayerError).code } : {}),
      ...(state.diagnostics ? { diagnostics: formatDiagnostics(state.diagnostics) } : {}),
    };
  } finally {
    player.destroy();
  }
}

/** `only`: ids to play (default all); `extra`: streams beside the corpus (urls relative to the API's origin). */
async function run(only?: readonly string[], extra: readonly CorpusEntry[] = []): Promise<StreamResult[]> {
  const results: StreamResult[] = [];
  for (const entry of [...(await corpus()), ...extra.map(resolved)]) {
    if (only && !only.includes(entry.id)) continue;
    status.textContent = `${entry.id}…`;
    const started = performance.now();
    const bareResult = await bare(entry);
    const onairResult = await onair(entry);
    results.push({
      id: entry.id,
      type: entry.type,
      note: entry.note ?? '',
      ms: Math.round(performance.now() - started),
      bare: bareResult,
      onair: onairResult,
    });
  }
  status.textContent = results
    .map((r) => {
      const bareOk = r.bare.find((b) => b.outcome.ok);
      return `${r.id.padEnd(22)} bare ${bareOk ? `${bareOk.engine} ok` : 'fails'}  OnAir ${r.onair.ok ? `${r.onair.engine} ok` : `fails (${r.onair.failure})`}`;
    })
    .join('\n');
  return results;
}

Object.assign(window, { conformance: { run } });
const params = new URLSearchParams(location.search);
if (params.has('wait')) status.textContent = 'Ready: call conformance.run()';
else void run(params.get('only')?.split(','));
