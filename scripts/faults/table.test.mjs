// node --test scripts/faults/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cases, FAULTS, PATH_IDS } from './matrix.mjs';
import { BEGIN, cell, END, toMarkdown, updateDoc } from './table.mjs';

const recovered = { outcome: 'recovered', rule: '§4' };
const download = { outcome: 'message', message: 'error_video_download', code: 'network.', rule: '§4' };

test('a cell says the outcome with its times, ✓ when the spec expects it, ✗ and the expectation when not', () => {
  assert.equal(
    cell({ expected: recovered, fired: true, outcome: 'recovered', stillMs: 1234, recoverMs: 0 }),
    '✓ recovered — still ≤ 1.2 s, moving 0.0 s after the fault ended',
  );
  assert.equal(
    cell({
      expected: download,
      fired: true,
      outcome: 'message',
      shown: 'error_video_download',
      code: 'network.fragment_load',
      atMs: 4100,
    }),
    '✓ `error_video_download` (network.fragment_load) after 4.1 s',
  );
  assert.equal(
    cell({ expected: download, fired: true, outcome: 'hung', watchedMs: 90_000 }),
    '✗ **HUNG** — no progress and no message in 90.0 s — expected error_video_download (network.…)',
  );
  assert.equal(
    cell({
      expected: { outcome: 'message', message: 'drm_error', code: 'drm.' },
      fired: true,
      outcome: 'message',
      shown: 'drm_error',
      code: 'drm.licence_request',
      atMs: 900,
    }),
    '✓ ‘DRM Error’ alert (drm.licence_request) after 0.9 s',
  );
  assert.equal(cell({ na: 'live has no end' }), 'n/a: live has no end');
  assert.equal(
    cell({ expected: recovered, fired: false, outcome: 'not_exercised' }),
    '✗ not exercised: the fault never met a request',
  );
  assert.equal(cell({ na: 'cannot be made here', uncovered: true }), 'not covered: cannot be made here');
  assert.equal(
    cell({ expected: { ...recovered, withinMs: 15_000 }, fired: true, outcome: 'recovered', atMs: 16_000 }),
    '✗ recovered — still ≤ —, moving — after the fault ended — expected recovered, 3 s played within 15.0 s',
  );
  assert.equal(cell(undefined), '—');
});

test('the table has a row per fault and a column per path, and says how many cases met the spec', () => {
  const results = cases().map((c) =>
    c.na
      ? c
      : {
          ...c,
          fired: true,
          outcome: c.expected.outcome,
          stillMs: 0,
          atMs: 0,
          shown: c.expected.message,
          code: `${c.expected.code ?? ''}x`,
        },
  );
  const md = toMarkdown({
    at: '2026-11-25T22:30:00.000Z',
    machine: { cpus: 2 },
    concurrency: 4,
    durationMs: 480_000,
    results,
    file: 'run.json',
  });
  const rows = md.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Fault'));
  assert.equal(rows.length, FAULTS.length);
  for (const row of rows) assert.equal(row.split(' | ').length, PATH_IDS.length + 2);
  const ran = results.filter((r) => !r.na).length;
  assert.match(md, /^Run of 2026-11-25T22:30:00\.000Z on 2 cores/);
  assert.match(
    md,
    new RegExp(`\\*\\*${ran} of ${ran} cases as the spec expects, 0 hung\\.\\*\\* 4 cells not covered`),
  );
  assert.doesNotMatch(md, /✗/);
});

test('the doc keeps its own words around the markers and refuses a doc without them', () => {
  const doc = `# Reliability\n\nintro\n\n${BEGIN}\nold table\n${END}\n\nafter\n`;
  const out = updateDoc(doc, { at: 'now', results: [], concurrency: 1, durationMs: 0 });
  assert.ok(out.startsWith('# Reliability\n\nintro\n\n'));
  assert.ok(out.endsWith(`${END}\n\nafter\n`));
  assert.doesNotMatch(out, /old table/);
  assert.throws(() => updateDoc('# no markers', { results: [] }), /has no/);
});

test('the run line names the commit and the load the machine was under', () => {
  const md = toMarkdown({
    at: 'T',
    commit: 'abc1234',
    machine: { cpus: 2, browser: '150' },
    load: { start: 1.5, max: 9.25, end: 3 },
    concurrency: 4,
    durationMs: 1000,
    results: [],
  });
  assert.match(
    md,
    /^Run of T at abc1234 on 2 cores \(150\), load average 1\.5 at the start, 9\.3 at most, 3\.0 at the end,/,
  );
});
