/**
 * Why: the metrics are about viewings (a failed play, an exit before the first frame, one startup time per
 * viewing), while the rollups are additive counters per minute. This decides, for one ping and the state of
 * its viewing so far, what the viewing now is and which counters move: a viewing is counted once as a view,
 * once as a play, once as a failure, once as an exit, its startup time once; its cumulative figures
 * (rebuffers) add only what grew since the last ping; a call number seen before counts nothing. The store
 * runs it under the viewing's row lock, so two servers never count the same thing twice. Pure.
 */
import { bucketOf } from './histogram';
import type { Dims, QoePing } from './ping';

export const MINUTE_MS = 60_000;
/** A view keeps this many call numbers for de-duplication; a longer viewing stops checking the oldest. */
const SEQS_KEPT = 4_000;

export interface ViewState {
  viewId: string;
  statId: string;
  userId: number | null;
  dims: Dims;
  firstAt: number;
  lastAt: number;
  started: boolean;
  startupMs: number | null;
  failed: boolean;
  exited: boolean;
  ended: boolean;
  watchedMs: number;
  rebufferCount: number;
  rebufferMs: number;
  bitrateMax: number;
  errors: number;
  /** The last minute this viewing was counted as a concurrent viewer in. */
  lastMinute: number;
  seqs: number[];
}

/** The additive counters of one rollup row (qoe_rollup_minute). */
export interface Counters {
  events: number;
  views: number;
  plays: number;
  failures: number;
  exits: number;
  viewers: number;
  startup_n: number;
  startup_ms_sum: number;
  watched_ms: number;
  rebuffer_ms: number;
  rebuffer_count: number;
  bitrate_weighted: number;
  bitrate_ms: number;
  bitrate_max: number;
  errors: number;
  ad_requests: number;
  ad_fills: number;
  ad_starts: number;
  ad_q1: number;
  ad_q2: number;
  ad_q3: number;
  ad_completes: number;
  ad_errors: number;
}

export const COUNTER_NAMES = [
  'events',
  'views',
  'plays',
  'failures',
  'exits',
  'viewers',
  'startup_n',
  'startup_ms_sum',
  'watched_ms',
  'rebuffer_ms',
  'rebuffer_count',
  'bitrate_weighted',
  'bitrate_ms',
  'bitrate_max',
  'errors',
  'ad_requests',
  'ad_fills',
  'ad_starts',
  'ad_q1',
  'ad_q2',
  'ad_q3',
  'ad_completes',
  'ad_errors',
] as const satisfies readonly (keyof Counters)[];

export const emptyCounters = (): Counters =>
  Object.fromEntries(COUNTER_NAMES.map((name) => [name, 0])) as unknown as Counters;

/** What one ping adds: counters for its minute and dimensions, maybe a startup time and an error. */
export interface PingEffect {
  minute: number;
  dims: Dims;
  counters: Counters;
  startupBucket: number | null;
  error: NonNullable<QoePing['error']> | null;
}

const AD_COUNTERS: Readonly<Record<string, keyof Counters>> = {
  request: 'ad_requests',
  fill: 'ad_fills',
  start: 'ad_starts',
  firstQuartile: 'ad_q1',
  midpoint: 'ad_q2',
  thirdQuartile: 'ad_q3',
  complete: 'ad_completes',
};

export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

export function newViewState(ping: QoePing & { viewId: string }): ViewState {
  return {
    viewId: ping.viewId,
    statId: ping.statId,
    userId: ping.userId,
    dims: { ...ping.dims },
    firstAt: ping.receivedAt,
    lastAt: ping.receivedAt,
    started: false,
    startupMs: null,
    failed: false,
    exited: false,
    ended: false,
    watchedMs: 0,
    rebufferCount: 0,
    rebufferMs: 0,
    bitrateMax: 0,
    errors: 0,
    lastMinute: 0,
    seqs: [],
  };
}

/** Fills what the viewing did not know yet from a later call (an engine chosen after the first call). */
function mergeDims(known: Dims, next: Dims): Dims {
  const out = { ...known };
  for (const key of Object.keys(out) as (keyof Dims)[]) if (!out[key] && next[key]) out[key] = next[key];
  return out;
}

/** The effect of a ping that belongs to no viewing: only what it says by itself. */
export function applyLoosePing(ping: QoePing): PingEffect {
  const counters = emptyCounters();
  counters.events = 1;
  const effect: PingEffect = {
    minute: minuteOf(ping.receivedAt),
    dims: ping.dims,
    counters,
    startupBucket: null,
    error: ping.error ?? null,
  };
  if (ping.kind === 'ping') counters.watched_ms = (ping.seconds ?? 0) * 1000;
  if (ping.kind === 'error') counters.errors = 1;
  if (ping.ad) countAd(counters, ping);
  return effect;
}

function countAd(counters: Counters, ping: QoePing): void {
  const name = ping.ad ? AD_COUNTERS[ping.ad.event] : undefined;
  if (name) counters[name] += 1;
  if (ping.error?.source === 'ad') counters.ad_errors += 1;
}

/**
 * The viewing after `ping`, and what the ping adds; null when the viewing already counted this call number.
 * `isNew`: this ping created the viewing's row (it is counted as a view).
 */
export function applyPing(
  state: ViewState,
  ping: QoePing,
  isNew: boolean,
): { state: ViewState; effect: PingEffect } | null {
  if (ping.seq !== null && state.seqs.includes(ping.seq)) return null;
  const next: ViewState = {
    ...state,
    dims: mergeDims(state.dims, ping.dims),
    statId: state.statId || ping.statId,
    userId: state.userId ?? ping.userId,
    lastAt: Math.max(state.lastAt, ping.receivedAt),
    seqs: ping.seq === null ? state.seqs : [...state.seqs, ping.seq].slice(-SEQS_KEPT),
  };
  const minute = minuteOf(ping.receivedAt);
  const counters = emptyCounters();
  counters.events = 1;
  if (isNew) counters.views = 1;
  const effect: PingEffect = { minute, dims: next.dims, counters, startupBucket: null, error: null };

  // A viewer is concurrent in every minute a call of theirs arrives (pings come every 30 s of watching).
  if (minute > next.lastMinute && ping.kind !== 'error' && !ping.exit) {
    counters.viewers = 1;
    next.lastMinute = minute;
  }
  if (ping.kind === 'start' && !next.started) {
    next.started = true;
    counters.plays = 1;
  }
  if (ping.kind === 'ping') {
    const ms = (ping.seconds ?? 0) * 1000;
    next.watchedMs += ms;
    counters.watched_ms = ms;
    const bitrate = ping.qoe?.bitrate;
    if (bitrate && ms > 0) {
      counters.bitrate_weighted = bitrate * ms;
      counters.bitrate_ms = ms;
    }
    if (ping.final) next.ended = true;
    if (ping.exit && !next.exited && next.startupMs === null && !next.failed) {
      next.exited = true;
      counters.exits = 1;
    }
  }
  if (ping.qoe) {
    const { startupMs, rebufferCount, rebufferMs, bitrate } = ping.qoe;
    if (startupMs !== null && next.startupMs === null) {
      next.startupMs = Math.round(startupMs);
      counters.startup_n = 1;
      counters.startup_ms_sum = next.startupMs;
      effect.startupBucket = bucketOf(next.startupMs);
    }
    // Cumulative per viewing: only the growth counts, and a late (overtaken) ping adds nothing.
    counters.rebuffer_count = Math.max(0, rebufferCount - next.rebufferCount);
    counters.rebuffer_ms = Math.max(0, Math.round(rebufferMs) - next.rebufferMs);
    next.rebufferCount += counters.rebuffer_count;
    next.rebufferMs += counters.rebuffer_ms;
    if (bitrate && bitrate > next.bitrateMax) next.bitrateMax = bitrate;
    counters.bitrate_max = bitrate ?? 0;
  }
  if (ping.kind === 'error') {
    counters.errors = 1;
    next.errors += 1;
    effect.error = ping.error ?? null;
    if (!next.failed) {
      next.failed = true;
      counters.failures = 1;
    }
  }
  if (ping.ad) {
    countAd(counters, ping);
    effect.error = ping.error ?? null;
  }
  return { state: next, effect };
}
