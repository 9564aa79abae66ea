// node --test scripts/bench/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sections, toMarkdown } from './report.mjs';
import { targets } from './targets.mjs';
import { pagePhases, roundTrips, WEB_PROFILES, webProfiles } from './webapp.mjs';

const call = (path, start, end) => ({ url: `http://127.0.0.1:1/v2${path}`, path: `/v2${path}`, start, end });

test('round trips before the stream call: calls made side by side share one', () => {
  const calls = [
    call('/users/self/network', 0, 10),
    call('/platform/configuration', 11, 20),
    call('/platform/resources', 12, 25),
    call('/users', 26, 40),
    call('/auth/device', 41, 50),
    call('/users/self', 51, 60),
    call('/channels', 51, 65),
    call('/channels/1/stream', 66, 70),
    call('/channels/1/schedule', 67, 80),
  ];
  const found = roundTrips(calls.reverse());
  assert.equal(found.calls, 7);
  // network → config+resources → users → auth → self+channels → stream: 5 waves before the stream call.
  assert.equal(found.roundTrips, 5);
  assert.equal(found.paths.at(-1), '6: /v2/channels/1/stream (stream)');
  assert.deepEqual(found.paths.slice(0, 3), [
    '1: /v2/users/self/network',
    '2: /v2/platform/configuration',
    '2: /v2/platform/resources',
  ]);
  // A call still unanswered when another starts does not put it in a later wave.
  assert.equal(
    roundTrips([call('/a', 0, 100), call('/b', 5, 6), call('/contents/9/stream', 7, 8)]).roundTrips,
    1,
  );
  assert.equal(roundTrips([call('/a', 0, 1)]).roundTrips, null);
});

test('the web app tables: each visit against the bare page, and the targets of issues 23 and 38', () => {
  const s = (median, tried = 10, n = tried) => ({ n, tried, median, p10: median, p90: median });
  const visit = (webApp, bare, ratio, trips, extra = {}) => ({
    path: '/channels/all/onair-one',
    bareState: 'cold live',
    webApp,
    bare,
    ratio,
    apiCalls: s(9),
    roundTrips: s(trips),
    roundTripsMissing: 0,
    example: ['1: /v2/users/self/network'],
    ...extra,
  });
  const run = {
    webAppVisits: {
      content: { id: 103, slug: 'film-103' },
      profiles: [
        {
          label: 'local',
          mbit: null,
          rttMs: null,
          visits: {
            'first visit, channel page': visit(s(700), s(400), 1.75, 3),
            'returning, channel page': visit(s(500), s(350), 1.43, 0, { bareState: 'warm live' }),
            'returning, /watch': visit(s(300), s(300, 10, 9), 1.0, 0, { path: '/watch/{film}' }),
          },
        },
      ],
    },
  };
  const md = toMarkdown(sections(run));
  assert.ok(md.includes('| first visit, channel page | /channels/all/onair-one | 700 (700–700) | 10/10 |'));
  assert.ok(md.includes('1: /v2/users/self/network'));
  const [{ rows }] = targets(run);
  const verdictOf = (start) => rows.find((r) => r[0].startsWith(start))?.[2];
  assert.equal(verdictOf('web app first visit, channel page (local), web app / bare hls.js ≤ 2'), 'met');
  assert.equal(
    verdictOf("web app first visit, channel page (local), web app / bare hls.js (issue 23's"),
    'MISSED',
  );
  assert.equal(verdictOf('web app returning, channel page (local), web app / bare hls.js ≤ 1.4'), 'MISSED');
  assert.equal(verdictOf('web app returning, channel page (local), API round trips'), 'met');
  // A returning visit that never made its stream call has no round trips: not met, not "0".
  run.webAppVisits.profiles[0].visits['returning, channel page'].roundTripsMissing = 2;
  const [{ rows: again }] = targets(run);
  assert.equal(
    again.find((r) => r[0].startsWith('web app returning, channel page (local), API round trips'))?.[2],
    'NOT MET (2 samples failed or missing)',
  );
});

test('a run from before issue 38 lines up under the first visit', () => {
  const s = (median) => ({ n: 10, tried: 10, median, p10: median, p90: median });
  const old = {
    webApp: {
      path: '/channels/all/onair-one',
      webApp: s(900),
      bare: s(300),
      ratio: 3,
      roundTrips: s(4),
      example: [],
    },
    webAppThrottled: [{ label: 'slow', mbit: 1.5, rttMs: 150, webApp: s(4000), bare: s(2000), ratio: 2 }],
  };
  const [{ rows }] = targets(old);
  assert.equal(
    rows.find((r) => r[0].startsWith('web app first visit, channel page (local), web app'))?.[1],
    '3.00',
  );
  assert.ok(toMarkdown(sections(old)).includes('Web app, slow: navigation'));
});

test('page phases: the first API call, the stream call and what the 600 ms delay still held', () => {
  const found = pagePhases({
    resources: [
      { name: 'http://w/assets/main.js', startTime: 5 },
      { name: 'http://a/v2/channels/1/stream?access_token=t', startTime: 700 },
      { name: 'http://a/v2/users/self/network', startTime: 120 },
    ],
    marks: [
      { name: 'onair:channel-wait-start', startTime: 600, detail: { waitedMs: 600 } },
      { name: 'onair:channel-handed-over', startTime: 602 },
      { name: 'onair:early-player', startTime: 450 },
      { name: 'onair:render-released', startTime: 820 },
    ],
  });
  assert.deepEqual(found, {
    firstApiCallAt: 120,
    streamCallAt: 700,
    streamAnsweredAt: null,
    delayHeldMs: 2,
    handedOverAt: 602,
    earlyPlayerAt: 450,
    renderReleasedAt: 820,
    delayWaitedBeforeMs: 600,
  });
  // A page without the marks (another build, or no player) says so instead of inventing a figure.
  assert.deepEqual(pagePhases({ resources: [], marks: [] }), {
    firstApiCallAt: null,
    streamCallAt: null,
    streamAnsweredAt: null,
    delayHeldMs: null,
    handedOverAt: null,
    earlyPlayerAt: null,
    renderReleasedAt: null,
    delayWaitedBeforeMs: null,
  });
});

test('web profiles: all by default, or those the words name', () => {
  assert.deepEqual(
    webProfiles(undefined).map((p) => p.label),
    WEB_PROFILES.map((p) => p.label),
  );
  assert.deepEqual(
    webProfiles('local').map((p) => p.label),
    ['local'],
  );
  assert.deepEqual(
    webProfiles(' Local, 4g ').map((p) => p.label),
    ['local', '4G-like (9 Mbit/s, 85 ms)'],
  );
});
