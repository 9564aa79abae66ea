// Records every statistics, analytics and tracking call the clients make so tests can assert on them
// ("the stat sink shows calls made to it"). Bounded by count and by bytes: a demo left running for days,
// or a client posting megabyte bodies, must not grow it forever. What it keeps is scrubbed of secrets
// (secrets.ts) because anyone allowed to read the sink reads everything in it.
import { SINK_CALL_MAX_BYTES, SINK_CAPACITY, SINK_MAX_BYTES } from '../constants';
import { scrubBody, scrubQuery, scrubText } from './secrets';

export type SinkKind =
  | 'stat'
  | 'playback_start'
  | 'playback_update'
  | 'playback_error'
  | 'tracking'
  | 'analytics'
  | 'ad_analytics'
  | 'ad_pixel'
  | 'ad_click'
  | 'tns';

export const SINK_KINDS: readonly SinkKind[] = [
  'stat',
  'playback_start',
  'playback_update',
  'playback_error',
  'tracking',
  'analytics',
  'ad_analytics',
  'ad_pixel',
  'ad_click',
  'tns',
];

export interface SinkCall {
  /** Increasing number; `since` filters on it. */
  seq: number;
  kind: SinkKind;
  /** Wall clock in ms when recorded. */
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  userId: number | null;
}

export type SinkInput = Omit<SinkCall, 'seq' | 'at'>;

export interface SinkLimits {
  /** Most calls kept. */
  capacity: number;
  /** Most bytes kept (JSON size of the calls). */
  maxBytes: number;
  /** A call bigger than this keeps its metadata; its body is replaced by a note of its size. */
  maxCallBytes: number;
}

const DEFAULT_LIMITS: SinkLimits = {
  capacity: SINK_CAPACITY,
  maxBytes: SINK_MAX_BYTES,
  maxCallBytes: SINK_CALL_MAX_BYTES,
};

const sizeOf = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

export class StatSink {
  private calls: SinkCall[] = [];
  private sizes: number[] = [];
  private bytes = 0;
  private seq = 0;
  private readonly limits: SinkLimits;

  constructor(
    private readonly now: () => number,
    limits: Partial<SinkLimits> | number = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...(typeof limits === 'number' ? { capacity: limits } : limits) };
  }

  record(input: SinkInput): SinkCall {
    this.seq += 1;
    const scrubbed = {
      ...input,
      path: scrubText(input.path),
      query: scrubQuery(input.query),
      body: scrubBody(input.body),
    };
    let call: SinkCall = { ...scrubbed, seq: this.seq, at: this.now() };
    let size = sizeOf(call);
    if (size > this.limits.maxCallBytes) {
      call = { ...call, body: { omitted: `body of ${size} bytes, over the sink's per-call limit` } };
      size = sizeOf(call);
    }
    this.calls.push(call);
    this.sizes.push(size);
    this.bytes += size;
    while (this.calls.length > this.limits.capacity || this.bytes > this.limits.maxBytes) {
      this.calls.shift();
      this.bytes -= this.sizes.shift() ?? 0;
    }
    return call;
  }

  /** JSON bytes currently kept. */
  get size(): number {
    return this.bytes;
  }

  /** Calls with seq greater than `since`, optionally of one kind, oldest first. */
  list(filter: { kind?: SinkKind; since?: number } = {}): SinkCall[] {
    return this.calls.filter(
      (call) =>
        (filter.kind === undefined || call.kind === filter.kind) &&
        (filter.since === undefined || call.seq > filter.since),
    );
  }

  /** The seq of the newest call ever recorded (0 when none): pass it as `since` to see only later calls. */
  get lastSeq(): number {
    return this.seq;
  }

  clear(): void {
    this.calls = [];
    this.sizes = [];
    this.bytes = 0;
  }
}
