/**
 * The fault matrix of issue 22, declared: the engine paths, the faults, and what spec 001 says each fault must
 * end in on each path. The expectation is written here from the spec (§4 "Player / Error handling", §8, §9),
 * before any run, so a run can only confirm or contradict it — the table in docs/reliability.md is generated
 * from these rows and the run's observations, never typed.
 *
 * Outcomes: 'recovered' (playback moves on by itself; a film that plays to its end counts), 'ended' (the film
 * finishes by itself: `ended` is reached), 'message' (the viewer is shown the §8 message named in `message`).
 * Anything else at the end of the case's window is 'hung'.
 */

/** @typedef {'liveHls' | 'vodHls' | 'dash' | 'clearkeyDash'} PathId */
/**
 * @typedef {object} Expectation
 * @property {'recovered' | 'ended' | 'message'} outcome
 * @property {string} [message] the state's message key: error_video_download, drm_error, error_video_codec…
 * @property {string} [code] the catalogue code prefix the shown error must carry (e.g. 'network.', 'drm.')
 * @property {string} rule the spec's words that decide it
 */

/**
 * How long the hole fault keeps its hole. The engines jump a hole they meet within about a second; the SDK's
 * watchdog jumps to the media after the hole once playback has stood still 3 s (constants.ts STALL_DETECT_MS,
 * recovery/stall-watchdog.ts), again whenever the hole is cut again: 15 s leaves room for both.
 */
const STALL_HOLD_MS = 15_000;

/**
 * The four engine paths: what the player is given (a §3 stream response) and which engine plays it. `token` is
 * a guest's: the ClearKey licence gives film 102's key only to a viewer entitled to it (issue 35).
 */
export const PATHS = /** @type {const} */ ({
  liveHls: {
    label: 'Live HLS (hls.js)',
    engine: 'hls',
    film: false,
    source: (origin) => ({
      kind: 'live',
      channelId: 1,
      stream: { hls_mbr: `${origin}/media/live/live1/master.m3u8` },
    }),
  },
  vodHls: {
    label: 'VOD HLS (hls.js)',
    engine: 'hls',
    film: true,
    source: (origin) => ({ kind: 'content', stream: { hls_mbr: `${origin}/media/vod/feature/master.m3u8` } }),
  },
  dash: {
    label: 'DASH (shaka)',
    engine: 'shaka',
    film: true,
    source: (origin) => ({
      kind: 'content',
      stream: { streams: [{ type: 'dash', url: `${origin}/media/vod/feature/manifest.mpd` }] },
    }),
  },
  clearkeyDash: {
    label: 'ClearKey DASH (shaka)',
    engine: 'shaka',
    film: true,
    source: (origin, token) => ({
      kind: 'content',
      stream: {
        streams: [{ type: 'dash_clearkey', url: `${origin}/media/vod/feature/cenc/manifest.mpd` }],
        laClearkey: `${origin}/v2/drm/clearkey/license?content_id=102&access_token=${token}`,
      },
    }),
  },
});

export const PATH_IDS = /** @type {PathId[]} */ (Object.keys(PATHS));

const recovered = (rule) => ({ outcome: 'recovered', rule });
const download = (rule, code = 'network.') => ({
  outcome: 'message',
  message: 'error_video_download',
  code,
  rule,
});
const drmAlert = (rule) => ({ outcome: 'message', message: 'drm_error', code: 'drm.', rule });

const COUNTER_RULE =
  '§4: each stream error counts; the message shows at 2 errors (error_video_download, §8), more than 2 destroy the stream';

// Row builders for the faults that come in variants (a status once or always, a delay, a licence answer, an
// offline spell): one shape each, so a variant cannot drift from its siblings.

/** The next media segment answers `status`, later ones pass: the stream must recover (`rule` says why). */
const segmentOnce = (status, rule) => ({
  id: `segment-${status}-once`,
  label: `Segment ${status} once`,
  how: `the next media segment request answers ${status}; later requests pass`,
  inject: 'segment',
  args: { status, times: 1 },
  phase: 'playing',
  watchMs: 30_000,
  expect: () => recovered(rule),
});

/** Every media segment answers `status` from mid-stream on: the §8 download message. */
const segmentAlways = (status) => ({
  id: `segment-${status}-always`,
  label: `Segment ${status} always`,
  how: `every media segment request answers ${status} from mid-stream on`,
  inject: 'segment',
  args: { status, times: Infinity },
  phase: 'playing',
  watchMs: 90_000,
  expect: () => download(COUNTER_RULE),
});

/** The next media segment is held `seconds` before it is sent on. */
const slowSegment = (seconds) => ({
  id: `segment-slow-${seconds}s`,
  label: `Slow segment (${seconds} s)`,
  how: `the next media segment request is held ${seconds} s before it is sent on`,
  inject: 'slow',
  args: { ms: seconds * 1000 },
  phase: 'playing',
  watchMs: 30_000,
  expect: () => recovered('§9 sets no segment time-out: a late segment is waited for, playback goes on'),
});

/** The ClearKey licence request `answer`s wrongly: only the ClearKey path asks for one. */
const licenceFault = (id, label, answer, args, watchMs) => ({
  id,
  label,
  how: `the ClearKey licence request ${answer}`,
  inject: 'licence',
  args,
  phase: 'load',
  watchMs,
  expect: (path) =>
    path === 'clearkeyDash'
      ? drmAlert('§8: DRM license error → alert ‘DRM Error’ with message and code')
      : { na: 'clear stream: no licence is asked for' },
});

/** The browser context is offline for `seconds`, then back. */
const offline = (seconds, watchMs, rule) => ({
  id: `offline-${seconds}s`,
  label: `Offline ${seconds} s, then back`,
  how: `the browser context goes offline (CDP network emulation) for ${seconds} s`,
  inject: 'offline',
  args: { ms: seconds * 1000 },
  phase: 'playing',
  watchMs,
  expect: () => recovered(rule),
});

/**
 * Each fault: how it is injected (`inject` names a mechanism in ./inject.mjs), when (`phase`: 'playing' once
 * playback runs, 'load' before the source loads), how long the case may watch for an outcome after the fault
 * ends (`watchMs`), and per path either the expectation or why the row does not apply.
 * @type {Array<{ id: string, label: string, how: string, inject: string, phase: 'playing' | 'load',
 *   args?: Record<string, unknown>, watchMs: number, start?: number,
 *   expect: (path: PathId) => Expectation | { na: string, uncovered?: true } }>}
 */
export const FAULTS = [
  segmentOnce(404, '§4: a 404 counts one error and restarts loading; 1 error shows nothing'),
  segmentAlways(404),
  segmentOnce(500, '§4: a fatal network error restarts loading; an engine retry is not even an error'),
  segmentAlways(500),
  slowSegment(3),
  slowSegment(10),
  {
    id: 'manifest-404',
    label: 'Manifest 404 mid-stream',
    how: 'every playlist / MPD request answers 404 from mid-stream on',
    inject: 'manifest',
    phase: 'playing',
    watchMs: 90_000,
    expect: (path) =>
      path === 'liveHls'
        ? download(`${COUNTER_RULE}; a live window that can no longer refresh is a lost stream`)
        : {
            na: 'a film’s playlists / MPD are read once at the start: no request is left mid-stream to fail',
          },
  },
  licenceFault(
    'licence-500',
    'Licence 500',
    'answers 500 with a JSON error',
    { mode: 'status', status: 500 },
    60_000,
  ),
  licenceFault('licence-timeout', 'Licence time-out', 'is never answered', { mode: 'hang' }, 90_000),
  licenceFault(
    'licence-malformed',
    'Licence malformed',
    'answers 200 with a body that is not a licence',
    { mode: 'malformed' },
    60_000,
  ),
  offline(5, 45_000, '§4: back online, the channel reloads (connection-retry flag); §9 pings 2 s doubling'),
  offline(
    60,
    60_000,
    '§4: back online, the channel reloads; §9 pings 2 s doubling up to 60 s (next ping ≤ 60 s)',
  ),
  {
    id: 'buffer-hole',
    label: 'Buffer hole at the playhead (data buffered beyond)',
    how:
      '1.5 s of media just ahead of the playhead is removed from every SourceBuffer, and removed again whenever ' +
      `the engine refills it, for ${STALL_HOLD_MS / 1000} s: playback meets a hole with media buffered past it`,
    inject: 'stall',
    args: { holdMs: STALL_HOLD_MS },
    phase: 'playing',
    watchMs: 45_000,
    // 3 s of playing must come while the hole is still kept: something skipped it, not the hole's release.
    expect: () => ({
      ...recovered('§4 recovery: a stall is nudged forward (stall watchdog), never left standing'),
      withinMs: STALL_HOLD_MS,
    }),
  },
  {
    id: 'stalled-decoder',
    label: 'Stalled decoder (no progress, data buffered)',
    expect: () => ({
      na:
        'Chromium here cannot freeze its decoder on demand. A hole at the playhead (the row above) is skipped by ' +
        'the engines before the picture stands still; holding the network as well makes a wait for data, not a ' +
        'decoder stall. The SDK’s stall watchdog is unit-tested only (recovery/stall-watchdog.test.ts)',
      uncovered: true,
    }),
  },
  {
    id: 'clock-jump',
    label: 'Clock jump on the live playlist',
    how: 'from mid-stream every live media playlist’s EXT-X-PROGRAM-DATE-TIME jumps 1 h ahead',
    inject: 'clockJump',
    args: { seconds: 3600 },
    phase: 'playing',
    watchMs: 30_000,
    expect: (path) =>
      path === 'liveHls'
        ? recovered('no §4 error arises: a date label changing does not change the media, live plays on')
        : { na: 'films have no live playlist' },
  },
  {
    id: 'end-apart',
    label: 'Audio and video end apart',
    how: 'the film’s audio is cut one segment (2 s) short of its video in the playlist / MPD; played from 20 s',
    inject: 'endApart',
    phase: 'load',
    start: 20,
    watchMs: 45_000,
    expect: (path) =>
      path === 'liveHls'
        ? { na: 'live has no end' }
        : {
            outcome: 'ended',
            rule: '§4 Content playback: on end the player goes on (next episode, post-roll); the end must be reached',
          },
  },
];

/** Every (fault × path) cell: the case to run, or the reason it does not apply. */
export function cases(faults = FAULTS, paths = PATH_IDS) {
  return faults.flatMap((fault) =>
    paths.map((path) => {
      const expected = fault.expect(path);
      return 'na' in expected
        ? { fault: fault.id, path, na: expected.na, ...(expected.uncovered ? { uncovered: true } : {}) }
        : { fault: fault.id, path, expected };
    }),
  );
}
