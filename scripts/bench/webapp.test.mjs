// node --test scripts/bench/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sections, toMarkdown } from './report.mjs';
import { targets } from './targets.mjs';
import { pagePhases, roundTrips } from './webapp.mjs';

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

test('the web app table and its ≤ 1.5 target', () => {
  const s = (median) => ({ n: 10, tried: 10, median, p10: median, p90: median });
  const run = {
    webApp: {
      path: '/channels/all/onair-one',
      webApp: s(700),
      bare: s(400),
      ratio: 1.75,
      apiCalls: s(9),
      roundTrips: s(6),
      example: ['1: /v2/users/self/network'],
    },
  };
  const md = toMarkdown(sections(run));
  assert.ok(md.includes('| web app | 700 (700–700) | 10/10 | 1.75 | 9.0 (9.0–9.0) | 6.0 (6.0–6.0) |'));
  assert.ok(md.includes('1: /v2/users/self/network'));
  const [{ rows }] = targets(run);
  assert.equal(rows.find((r) => r[0].startsWith('web app channel page'))?.[2], 'MISSED');
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
    ],
  });
  assert.deepEqual(found, {
    firstApiCallAt: 120,
    streamCallAt: 700,
    delayHeldMs: 2,
    delayWaitedBeforeMs: 600,
  });
  // A page without the marks (another build, or no player) says so instead of inventing a figure.
  assert.deepEqual(pagePhases({ resources: [], marks: [] }), {
    firstApiCallAt: null,
    streamCallAt: null,
    delayHeldMs: null,
    delayWaitedBeforeMs: null,
  });
});
