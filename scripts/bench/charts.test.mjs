// node --test scripts/bench/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ratiosChart, targetRows, waterfallChart, waterfallRows } from './charts.mjs';
import { targetTable } from './report.mjs';

const s = (median, tried = 10, n = tried) => ({ n, tried, median, p10: median, p90: median });
const visit = (first, bare, lost = 0) => ({
  webApp: s(first, 10, 10 - lost),
  bare: s(bare),
  ratio: first / bare,
  roundTrips: s(0),
  roundTripsMissing: 0,
  firstApiCallAt: s(100),
  streamCallAt: s(120),
  streamAnsweredAt: s(150),
});
const run = (returning, lost = 0) => ({
  at: '2026-11-27T10:00',
  webAppVisits: {
    profiles: [
      {
        label: 'local',
        mbit: null,
        visits: {
          'first visit, channel page': visit(700, 400),
          'returning, channel page': visit(returning, 350, lost),
        },
      },
    ],
  },
});

test('each target once over the runs: the median, how many runs measured it, a lossy run fails it', () => {
  const rows = targetRows([run(420), run(500), run(460)]);
  const returning = rows.find((r) => r.label.startsWith('web app returning, channel page (local), web app'));
  assert.equal(returning.median.toFixed(2), (460 / 350).toFixed(2));
  assert.equal(returning.verdict, 'met');
  const lossy = targetRows([run(420), run(430, 1)]).find((r) => r.label === returning.label);
  assert.match(lossy.verdict, /^NOT MET \(run 2: 1 sample failed or missing\)/);
  const [table] = targetTable([run(420), {}]);
  assert.ok(table.rows.some((row) => row[0].startsWith('web app returning') && row[3] === '1 of 2'));
});

test('the charts are SVG drawn from the runs: every target, its verdict, the waterfall per visit', () => {
  const svg = ratiosChart([run(420), run(600)]);
  assert.ok(svg.startsWith('<svg'));
  assert.ok(svg.includes('web app returning, channel page (local), web app / bare hls.js'));
  assert.ok(svg.includes('met') && svg.includes('missed'));
  const rows = waterfallRows([run(420), run(600)]);
  assert.deepEqual(
    rows.map((r) => [r.visit, r.streamCallAt, r.firstFrame]),
    [
      ['first visit, channel page', 120, 700],
      ['returning, channel page', 120, 510],
    ],
  );
  assert.ok(waterfallChart([run(420)]).includes('stream call 120'));
});
