// node --test scripts/faults/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cases, FAULTS, PATH_IDS } from './matrix.mjs';
import { classify, meets, progressAfter, runVerdict, shownOf, stillSpans } from './verdict.mjs';

/** Samples every 250 ms from t=0: `clock(i)` gives the media time of sample i; 25 fps of frames while moving. */
function track(n, clock, extra = () => ({})) {
  const out = [];
  let frames = 0;
  for (let i = 0; i < n; i++) {
    const ct = clock(i);
    if (i > 0 && ct > out[i - 1].ct) frames += Math.round((ct - out[i - 1].ct) * 25);
    out.push({ at: i * 250, ct, frames, ended: false, key: null, code: null, cat: null, ...extra(i) });
  }
  return out;
}
const playing = (i) => i * 0.25;

test('what the viewer is shown follows the skin: DRM alert first, then hard, codec, the message key', () => {
  assert.equal(shownOf({ cat: 'drm', hard: true, key: 'error_video_download' }), 'drm_error');
  assert.equal(shownOf({ cat: 'network', hard: true, codec: true }), 'error_video_hard');
  assert.equal(shownOf({ cat: 'codec', codec: true, key: 'error_video_codec' }), 'error_video_codec');
  assert.equal(shownOf({ cat: 'network', key: 'error_video_download' }), 'error_video_download');
  assert.equal(shownOf({ cat: 'network', key: null }), null);
});

test('progress counts forward steps of the clock with frames, not seeks or a reload that moves the clock', () => {
  const seekOnly = track(40, (i) => (i < 10 ? 0 : 30));
  assert.equal(progressAfter(seekOnly, 0, 3), null);
  const moving = track(40, playing);
  assert.equal(progressAfter(moving, 0, 3)?.at, 3000);
  // A clock that moves without a single decoded frame is not playback.
  const noFrames = moving.map((s) => ({ ...s, frames: 0 }));
  assert.equal(progressAfter(noFrames, 0, 3), null);
});

test('standstills shorter than 750 ms do not count; one still running at the end is open', () => {
  const samples = track(40, (i) => (i <= 8 ? i * 0.25 : i < 20 ? 2 : 2 + (i - 19) * 0.25));
  assert.deepEqual(stillSpans(samples, 0), [{ start: 2000, end: 5000 }]);
  const stuck = track(20, (i) => Math.min(i, 4) * 0.25);
  assert.deepEqual(stillSpans(stuck, 0), [{ start: 1000, end: null, last: 4750 }]);
});

test('a one-shot fault: recovered once 3 s played after it ended, with the standstill and the time to move again', () => {
  // Plays 2 s, stands still from 2 s to 6 s (the fault ends at 4 s), plays again.
  const samples = track(60, (i) => (i <= 8 ? i * 0.25 : i < 24 ? 2 : 2 + (i - 23) * 0.25));
  const marks = { faultStart: 2000, faultEnd: 4000, permanent: false };
  const v = classify(samples, marks);
  assert.equal(v.outcome, 'recovered');
  assert.equal(v.settled, true);
  assert.equal(v.stillMs, 4000);
  assert.equal(v.recoverMs, 2000);
  // Three seconds played from 6 s on: twelve 250 ms steps, the last at 8.75 s.
  assert.equal(v.atMs, 8750 - 2000);
});

test('a permanent fault is not "recovered" while playback runs on what was buffered', () => {
  // 10 s of playing after the fault (a full buffer), then nothing: not settled, and hung at the end.
  const samples = track(100, (i) => Math.min(i, 48) * 0.25);
  const marks = { faultStart: 2000, faultEnd: null, permanent: true };
  assert.equal(classify(samples.slice(0, 50), marks).outcome, 'pending');
  assert.equal(classify(samples, marks, { final: true }).outcome, 'hung');
  // 15 s of play after the fault: it has really played on.
  const on = track(100, playing);
  assert.equal(classify(on, marks).outcome, 'recovered');
});

test('a message settles once it stayed up 5 s after the fault window closed, and names its code', () => {
  const withMessage = (from) => (i) =>
    i * 250 >= from ? { key: 'error_video_download', code: 'network.fragment_load', cat: 'network' } : {};
  const marks = { faultStart: 1000, faultEnd: null, permanent: true };
  const early = track(30, () => 1, withMessage(4000));
  assert.equal(classify(early, marks).settled, false);
  const held = track(40, () => 1, withMessage(4000));
  const v = classify(held, marks);
  assert.deepEqual(
    { outcome: v.outcome, shown: v.shown, code: v.code, atMs: v.atMs },
    { outcome: 'message', shown: 'error_video_download', code: 'network.fragment_load', atMs: 3000 },
  );
  // While the network is still away (no fault end yet) a message is not the outcome: back online clears it.
  assert.equal(classify(held, { faultStart: 1000, faultEnd: null, permanent: false }).settled, false);
  // Nor just after it came back: the message must outlast the fault's end by 5 s too.
  assert.equal(classify(held, { faultStart: 1000, faultEnd: 8000, permanent: false }).settled, false);
  assert.equal(classify(held, { faultStart: 1000, faultEnd: 4000, permanent: false }).settled, true);
});

test('a message that a reload cleared is not the outcome: playing again is', () => {
  const samples = track(
    80,
    (i) => (i < 40 ? 2 : 2 + (i - 39) * 0.25),
    (i) => (i >= 10 && i < 40 ? { key: 'error_video_download', code: 'network.fragment_load' } : {}),
  );
  const v = classify(samples, { faultStart: 1000, faultEnd: 9000, permanent: false });
  assert.equal(v.outcome, 'recovered');
  assert.equal(v.recoverMs, 1000);
});

test('the end of the film is its own outcome; at the deadline nothing at all is hung', () => {
  const ended = track(20, playing, (i) => (i >= 12 ? { ended: true } : {}));
  const marks = { faultStart: 0, faultEnd: null, permanent: true };
  assert.equal(classify(ended, marks).outcome, 'ended');
  assert.equal(classify(ended, marks).atMs, 3000);
  const nothing = track(20, () => 0);
  assert.equal(classify(nothing, marks, { final: true }).outcome, 'hung');
  assert.equal(classify([], marks, { final: true }).outcome, 'hung');
});

test('meets: recovered accepts a film that played to its end; a message must be the named one, of its code family', () => {
  const recovered = { outcome: 'recovered', rule: '' };
  assert.equal(meets(recovered, { fired: true, outcome: 'ended' }), true);
  assert.equal(meets(recovered, { fired: true, outcome: 'message' }), false);
  assert.equal(meets(recovered, { fired: false, outcome: 'recovered' }), false);
  assert.equal(meets({ outcome: 'ended', rule: '' }, { fired: true, outcome: 'recovered' }), false);
  const download = { outcome: 'message', message: 'error_video_download', code: 'network.', rule: '' };
  const shown = {
    fired: true,
    outcome: 'message',
    shown: 'error_video_download',
    code: 'network.level_load',
  };
  assert.equal(meets(download, shown), true);
  assert.equal(meets(download, { ...shown, code: 'media.decode' }), false);
  assert.equal(meets(download, { ...shown, shown: 'drm_error' }), false);
  assert.throws(() => meets({ outcome: 'maybe' }, shown), /unknown expected outcome/);
});

test('the run fails on any hung case and on any case that is not what the spec expects', () => {
  const expected = { outcome: 'recovered', rule: '' };
  const ok = { fault: 'a', path: 'vodHls', expected, fired: true, outcome: 'recovered' };
  const na = { fault: 'b', path: 'dash', na: 'clear stream' };
  assert.equal(runVerdict([ok, na]).ok, true);
  const hung = { ...ok, path: 'dash', outcome: 'hung' };
  const message = { ...ok, path: 'liveHls', outcome: 'message', shown: 'error_video_download' };
  const v = runVerdict([ok, na, hung, message]);
  assert.equal(v.ok, false);
  assert.equal(v.ran, 3);
  assert.deepEqual(
    v.hung.map((r) => r.path),
    ['dash'],
  );
  assert.deepEqual(
    v.unmet.map((r) => r.path),
    ['dash', 'liveHls'],
  );
});

test('every fault declares, for every path, an expectation from the spec or why it does not apply', () => {
  const all = cases();
  assert.equal(all.length, FAULTS.length * PATH_IDS.length);
  for (const c of all) {
    if (c.na) assert.ok(c.na.length > 5, `${c.fault}/${c.path}`);
    else {
      assert.match(c.expected.outcome, /^(recovered|ended|message)$/);
      assert.match(c.expected.rule, /§\d/, `${c.fault}/${c.path} cites the spec`);
    }
  }
  // The licence faults exist only where a licence is asked for; the clock jump only on live; the end only on films.
  const na = (fault) => all.filter((c) => c.fault === fault && c.na).map((c) => c.path);
  assert.deepEqual(na('licence-500'), ['liveHls', 'vodHls', 'dash']);
  assert.deepEqual(na('clock-jump'), ['vodHls', 'dash', 'clearkeyDash']);
  assert.deepEqual(na('end-apart'), ['liveHls']);
  // A fault this machine cannot make is said to be not covered on every path, never shown as passed.
  const stalled = all.filter((c) => c.fault === 'stalled-decoder');
  assert.ok(stalled.every((c) => c.na && c.uncovered));
});

test('meets: a recovery bounded by withinMs fails when the 3 s of playing came later', () => {
  const expected = { outcome: 'recovered', rule: '§4', withinMs: 15_000 };
  assert.equal(meets(expected, { fired: true, outcome: 'recovered', atMs: 9000 }), true);
  assert.equal(meets(expected, { fired: true, outcome: 'recovered', atMs: 16_500 }), false);
  assert.equal(meets(expected, { fired: true, outcome: 'not_exercised', atMs: 2000 }), false);
});
