/**
 * Timeline constants of spec 001 that `src/constants.ts` does not hold yet (§7, §9 Channels), named as in
 * the spec. The §9 Player constants (scrub granularity, live threshold, offsets, skip timings) are read from
 * `../constants` so there is one source for each number.
 */

/** The schedule window starts at least this many hours back, or the archive days in hours if more (§9 Channels). */
export const SCHEDULE_MIN_HOURS_BACK = 72;
/** The schedule window ends this many seconds ahead of now: 72 h (§9 Channels). */
export const SCHEDULE_AHEAD_S = 259_200;
/** A failed schedule load is tried this many times in all, then `warning_no_program` (§7, §8). */
export const SCHEDULE_LOAD_ATTEMPTS = 5;
/** Delay between schedule load attempts (§7). */
export const SCHEDULE_RETRY_DELAY_MS = 3000;

/** Not in §9: unit conversions the timeline uses in several files. */
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86_400;

/** 001 §5: 18 or more is adult; for a child profile the cut-off is 12 (000 §9: child age cut-off 12). */
export const ADULT_AGE = 18;
export const CHILD_AGE_CUTOFF = 12;
