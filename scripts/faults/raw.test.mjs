// node --test scripts/faults/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeSamples, encodeSamples, rejudge, relativeMarks, stringifyRun } from './raw.mjs';
import { classify } from './verdict.mjs';

const T0 = 1_800_000_000_000;
/** Page samples every 250 ms from T0: plays 2 s, stands still 2 s at a hole, then plays on. */
function samples() {
  const out = [];
  let frames = 0;
  for (let i = 0; i < 60; i++) {
    const ct = i <= 8 ? i * 0.25 : i < 17 ? 2 : 2 + (i - 16) * 0.25;
    if (i > 0 && ct > out[i - 1].ct) frames += 6;
    out.push({
      at: T0 + i * 250,
      ct,
      frames,
      ended: false,
      key: null,
      code: null,
      cat: null,
      hard: false,
      codec: false,
      engine: 'hls',
      offline: false,
      errors: 0,
    });
  }
  return out;
}

test('a case keeps its samples from just before the fault, and they decode to what was sampled', () => {
  const all = samples();
  const rows = encodeSamples(all, T0, T0 + 2000);
  assert.equal(rows[0][0], 1000, 'from 1 s before the fault');
  assert.equal(rows.length, all.length - 4);
  const back = decodeSamples(rows);
  assert.deepEqual(back[0], { ...all[4], at: 1000 });
  assert.deepEqual(encodeSamples(all, T0, null).length, all.length);
});

test('a committed case is judged again from its samples to the outcome the run gave', () => {
  const all = samples();
  const marks = { faultStart: T0 + 2000, faultEnd: T0 + 2000, permanent: false, fired: true };
  const live = classify(all, marks, { final: true });
  const stored = {
    fault: 'buffer-hole',
    path: 'vodHls',
    ...live,
    marks: relativeMarks(marks, T0),
    samples: encodeSamples(all, T0, marks.faultStart),
  };
  const file = JSON.parse(stringifyRun({ results: [stored] }));
  const again = rejudge(file.results[0]);
  assert.equal(again.outcome, 'recovered');
  assert.equal(again.stillMs, live.stillMs);
  assert.equal(again.atMs, live.atMs);
  // A case that was changed after the run no longer judges to what it claims.
  const frozen = all.map((s, i) => (i > 8 ? { ...s, ct: 2, frames: 54 } : s));
  assert.equal(rejudge({ ...stored, samples: encodeSamples(frozen, T0, marks.faultStart) }).outcome, 'hung');
  assert.equal(rejudge({ na: 'x' }), null);
  assert.equal(
    rejudge({ fault: 'x', outcome: 'recovered' }),
    null,
    'a run from before issue 39 keeps no samples',
  );
});

test('the run file holds one sample a line, and reads back whole', () => {
  const run = { at: 'T', results: [{ fault: 'f', samples: encodeSamples(samples(), T0, null) }] };
  const text = stringifyRun(run);
  assert.ok(text.split('\n').length < 100, 'samples are not spread one number a line');
  assert.match(text, /\n {8}\[0,0,0,false,null,null,null,false,false,"hls",false,0\],\n/);
  assert.deepEqual(JSON.parse(text), run);
});
