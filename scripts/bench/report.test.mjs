// node --test scripts/bench/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BEGIN, END, sections, toMarkdown, toText, updateDoc } from './report.mjs';
import { quantile, ratio, summarise } from './stats.mjs';
import { targets } from './targets.mjs';

const summary = (median) => ({ n: 10, median, p10: median - 1, p90: median + 1 });
const counts = (mediaSources, mediaElements, heapMB = 3) => ({ heapMB, mediaSources, mediaElements });
const memory = (afterDestroy, grownHeap = 4) => ({
  n: 200,
  failures: 0,
  after1: counts(1, 1, 3),
  afterHalf: counts(1, 1, 3.5),
  afterN: counts(1, 1, grownHeap),
  afterDestroy,
});

const result = {
  machine: { cpus: 2, model: 'Test CPU', node: 'v20', browser: '156' },
  runs: 10,
  startup: { 'live HLS': { onair: summary(450), bare: summary(500), bareEngine: 'hls.js', ratio: 0.9 } },
  zap: {
    count: 20,
    rounds: 2,
    onair: summary(60),
    reuse: summary(80),
    recreate: summary(100),
    ratioVsRecreate: 0.6,
    ratioVsReuse: 0.75,
  },
  seek: {
    stream: 'archive HLS',
    positions: [1, 2],
    rounds: 2,
    onair: summary(120),
    bare: summary(100),
    ratio: 1.2,
  },
  memory: {
    zaps: { n: 200, onair: memory(counts(0, 0)), bareRecreate: memory(counts(0, 1)) },
    adBreaks: { ...memory(counts(0, 1), 9), n: 50, breakMs: summary(300) },
  },
  size: [
    { group: 'player-sdk', what: 'core (index.js + static chunks)', kb: 19.3, files: ['a.js'] },
    { group: 'player-sdk', what: 'React skin (react.js, beyond the core)', kb: 26, files: ['b.js'] },
  ],
};

test('quantiles interpolate between order statistics and ignore failed (NaN) samples', () => {
  assert.equal(quantile([3, 1, 2, Number.NaN], 0.5), 2);
  assert.equal(quantile([0, 10], 0.1), 1);
  assert.ok(Number.isNaN(quantile([Number.NaN], 0.5)));
  assert.deepEqual(summarise([1, Number.NaN, 3]), { n: 2, median: 2, p10: 1.2, p90: 2.8 });
  assert.ok(Number.isNaN(ratio(1, 0)));
});

test('targets are judged from the figures: met, missed, or not measured', () => {
  const [{ rows }] = targets(result);
  const verdict = (prefix) => rows.find((r) => r[0].startsWith(prefix))?.[2];
  assert.equal(verdict('startup live HLS'), 'met');
  assert.equal(verdict('zap'), 'met');
  assert.equal(verdict('archive seek'), 'MISSED');
  assert.equal(verdict('heap growth'), 'met');
  assert.equal(verdict('no leaked media elements / MediaSources (zaps'), 'met');
  // An element still alive after destroy is a leak.
  assert.equal(verdict('no leaked media elements / MediaSources (ad breaks'), 'MISSED');
  assert.equal(verdict('core'), 'met');
  assert.equal(verdict('React skin'), 'MISSED');
  const [{ rows: empty }] = targets({});
  assert.ok(empty.every((r) => r[2] === 'not measured'));
});

test('markdown and text tables carry every section with one row per figure', () => {
  const list = sections(result);
  const md = toMarkdown(list);
  for (const s of list) assert.ok(md.includes(`#### ${s.title}`));
  assert.ok(md.includes('| OnAir player.load() | 60 (59–61) | 10 | — |'));
  assert.ok(toText(list).includes('hls.js destroy + new Hls()'));
});

test('the doc is rewritten only between its markers, and a doc without them is refused', () => {
  const doc = `# Title\nprose\n${BEGIN}\nold tables\n${END}\nafter\n`;
  const next = updateDoc(doc, result);
  assert.ok(next.startsWith(`# Title\nprose\n${BEGIN}\n`));
  assert.ok(next.endsWith(`${END}\nafter\n`));
  assert.ok(!next.includes('old tables'));
  assert.equal(updateDoc(next, result), next);
  assert.throws(() => updateDoc('# no markers', result), /bench:begin/);
});
