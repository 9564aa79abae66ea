/**
 * Why: a fault run's verdicts must be checkable after the fact (issue 39: the raw file kept verdicts only).
 * Each case keeps what the verdict was made from — its page samples from just before the fault to the end and
 * its marks, in ms from the case's start — compactly, one array per sample, so `rejudge` can run the same
 * classification again on the committed file.
 */
import { classify } from './verdict.mjs';

export const SAMPLE_FIELDS = Object.freeze([
  'at',
  'ct',
  'frames',
  'ended',
  'key',
  'code',
  'cat',
  'hard',
  'codec',
  'engine',
  'offline',
  'errors',
]);

/** Samples kept from this long before the fault: the one before it is the start of the first step. */
const KEEP_BEFORE_MS = 1000;

const rounded = (value, field) =>
  field === 'ct' && typeof value === 'number' ? Math.round(value * 1000) / 1000 : (value ?? null);

/** The case's samples from just before the fault to the end, as arrays of SAMPLE_FIELDS, times from `t0`. */
export function encodeSamples(samples, t0, faultStart) {
  const from = faultStart == null ? -Infinity : faultStart - KEEP_BEFORE_MS;
  return samples
    .filter((s) => s.at >= from)
    .map((s) => SAMPLE_FIELDS.map((field) => (field === 'at' ? s.at - t0 : rounded(s[field], field))));
}

export function decodeSamples(rows) {
  return rows.map((row) => Object.fromEntries(SAMPLE_FIELDS.map((field, i) => [field, row[i]])));
}

/** The marks with times from `t0`. */
export function relativeMarks(marks, t0) {
  const rel = (at) => (at == null ? null : at - t0);
  return { faultStart: rel(marks.faultStart), faultEnd: rel(marks.faultEnd), permanent: marks.permanent };
}

/** The outcome the committed samples and marks give, by the same rules the run used. */
export function rejudge(result) {
  if (result.na || !result.samples || result.marks?.faultStart == null) return null;
  return classify(decodeSamples(result.samples), result.marks, { final: true });
}

/** The run as JSON, readable: two-space indents, but each sample on one line (a run holds thousands). */
export function stringifyRun(run) {
  const rows = [];
  const text = JSON.stringify(
    run,
    (key, value) =>
      key === 'samples' && Array.isArray(value)
        ? value.map((row) => {
            rows.push(JSON.stringify(row));
            return `@@row${rows.length - 1}@@`;
          })
        : value,
    2,
  );
  return `${text.replace(/"@@row(\d+)@@"/g, (_, i) => rows[Number(i)])}\n`;
}
