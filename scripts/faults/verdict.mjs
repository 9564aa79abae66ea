/**
 * Why: a fault case is judged from what the viewer would see, sampled in the page every 250 ms (the media
 * clock, decoded frames, the player's state) — never from the engine's logs. This file is that judgement,
 * pure, so the rules are tested without a browser (verdict.test.mjs) and the run only feeds it samples.
 *
 * A sample: { at (ms, wall clock), ct (currentTime, s), frames (decoded so far), ended (the player's state),
 *   key (errorMessageKey), code / cat (the error's catalogue code and category), hard, codec, engine }.
 * Marks: { faultStart, faultEnd (null while the fault lasts or when it never ends), permanent }.
 *
 * Progress is counted as the sum of forward steps of the media clock (each capped at 1 s, so a seek or a
 * reload that moves the clock is not "playing"), with frames decoded alongside; counters that restart with a
 * reload are summed the same way. "Recovered" needs 3 s of played media after a fault that ended, and 15 s
 * after one that never ends (more than any buffer holds: HLS_BUFFER max 10 s), or the film reaching its end.
 */

/** What the viewer is shown, as the skin decides it (react/StatusOverlays.tsx: DRM first, then hard, codec, message). */
export function shownOf(s) {
  if (s.cat === 'drm') return 'drm_error';
  if (s.hard) return 'error_video_hard';
  if (s.codec) return 'error_video_codec';
  return s.key ?? null;
}

const STEP_CAP_S = 1;
const STILL_MIN_MS = 750;
const MESSAGE_SETTLES_MS = 5000;
export const PROGRESS_AFTER_END_S = 3;
export const PROGRESS_PERMANENT_S = 15;

/** Media seconds and frames played between consecutive samples. */
function step(prev, s) {
  const dt = s.ct - prev.ct;
  return {
    played: dt > 0 && dt <= STEP_CAP_S ? dt : 0,
    frames: s.frames > prev.frames ? s.frames - prev.frames : 0,
  };
}

/** The first sample at which `needS` seconds were played (with frames) after `from`, or null. */
export function progressAfter(samples, from, needS) {
  let played = 0;
  let frames = 0;
  for (let i = 1; i < samples.length; i++) {
    const s = samples[i];
    if (s.at <= from) continue;
    const d = step(samples[i - 1], s);
    played += d.played;
    frames += d.frames;
    if (played >= needS && frames >= needS * 10) return s;
  }
  return null;
}

/** Spans (≥ 750 ms) after `from` in which the media clock did not move and the film had not ended. */
export function stillSpans(samples, from) {
  const spans = [];
  let start = null;
  let last = null;
  for (let i = 1; i < samples.length; i++) {
    const s = samples[i];
    if (s.at < from) continue;
    const moving = s.ct - samples[i - 1].ct > 0.01 || s.ended;
    if (!moving) {
      start ??= samples[i - 1].at;
      last = s.at;
    } else if (start !== null) {
      if (s.at - start >= STILL_MIN_MS) spans.push({ start, end: s.at });
      start = null;
    }
  }
  if (start !== null && last !== null && last - start >= STILL_MIN_MS) spans.push({ start, end: null, last });
  return spans;
}

/** How long the message on show at the last sample has been showing, ms (0 when none). */
function messageHeldMs(samples) {
  const last = samples.at(-1);
  const shown = last ? shownOf(last) : null;
  if (!shown) return 0;
  let since = last.at;
  for (let i = samples.length - 1; i >= 0 && shownOf(samples[i]) === shown; i--) since = samples[i].at;
  return last.at - since;
}

/**
 * The outcome so far. `settled` says the case may stop watching: the film ended, playback came back, or a
 * message stayed up for 5 s after the fault's window closed (a reload would have cleared it). Once the
 * watch window is over (`final`), whatever is not recovered, ended or a message is 'hung'.
 */
export function classify(samples, marks, { final = false } = {}) {
  const after = samples.filter((s) => s.at >= marks.faultStart);
  const last = after.at(-1);
  const still = stillSpans(samples, marks.faultStart);
  const longestStill = Math.max(0, ...still.map((r) => (r.end ?? r.last) - r.start));
  const base = { stillMs: longestStill, shown: null, code: null, atMs: null, recoverMs: null };
  if (!last) return { ...base, outcome: final ? 'hung' : 'pending', settled: final };

  const shown = shownOf(last);
  const windowClosed = marks.permanent || marks.faultEnd != null;
  const ref = marks.permanent ? marks.faultStart : marks.faultEnd;
  const since = (s) => (s ? s.at - marks.faultStart : null);
  const firstShown = shown ? after.find((s) => shownOf(s) === shown) : undefined;
  const withMessage = { shown, code: last.code ?? null, atMs: since(firstShown) };

  const endedAt = after.find((s) => s.ended);
  if (endedAt && !shown) {
    return {
      ...base,
      outcome: 'ended',
      settled: true,
      atMs: since(endedAt),
      recoverMs: recoverMs(still, ref),
    };
  }
  // Held 5 s since the window closed too: a message from while the network was away is cleared by the reload.
  const closedFor = last.at - (marks.permanent ? marks.faultStart : (marks.faultEnd ?? Infinity));
  const held = Math.min(messageHeldMs(after), closedFor);
  if (shown && windowClosed && (final || held >= MESSAGE_SETTLES_MS)) {
    return { ...base, ...withMessage, outcome: 'message', settled: true };
  }
  const moved =
    windowClosed && ref != null
      ? progressAfter(samples, ref, marks.permanent ? PROGRESS_PERMANENT_S : PROGRESS_AFTER_END_S)
      : null;
  if (moved && !shown) {
    return {
      ...base,
      outcome: 'recovered',
      settled: true,
      atMs: since(moved),
      recoverMs: recoverMs(still, ref),
    };
  }
  if (!final) return { ...base, outcome: 'pending', settled: false };
  if (shown) return { ...base, ...withMessage, outcome: 'message', settled: true };
  return { ...base, outcome: 'hung', settled: true };
}

/** From the fault's end to playback moving again: the end of the first standstill reaching past it (0: none). */
function recoverMs(still, ref) {
  if (ref == null) return null;
  const span = still.find((r) => (r.end ?? r.last) >= ref);
  if (!span?.end) return 0;
  return Math.max(0, span.end - ref);
}

/**
 * Whether a result is what the spec expects. A film that plays to its end after the fault has recovered;
 * a message must be the one named, with an error code of the named family.
 */
export function meets(expected, result) {
  if (!result.fired) return false;
  switch (expected.outcome) {
    case 'recovered':
      // `withinMs`: the 3 s of playing must come this soon after the fault (the stall: while its hole is kept).
      if (expected.withinMs != null && !(result.atMs != null && result.atMs <= expected.withinMs))
        return false;
      return result.outcome === 'recovered' || result.outcome === 'ended';
    case 'ended':
      return result.outcome === 'ended';
    case 'message':
      return (
        result.outcome === 'message' &&
        result.shown === expected.message &&
        (!expected.code || (result.code ?? '').startsWith(expected.code))
      );
    default:
      throw new TypeError(`unknown expected outcome ${JSON.stringify(expected.outcome)}`);
  }
}

/** The run's verdict: every case ran, met its expectation, and none hung. */
export function runVerdict(results) {
  const ran = results.filter((r) => !r.na);
  const hung = ran.filter((r) => r.outcome === 'hung');
  const unmet = ran.filter((r) => !meets(r.expected, r));
  return { ok: hung.length === 0 && unmet.length === 0, hung, unmet, ran: ran.length };
}
