// Records every statistics, analytics and tracking call the clients make so tests can assert on them
// ("the stat sink shows calls made to it"). Bounded: a demo left running for days must not grow forever.
import { SINK_CAPACITY } from '../constants';

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

export class StatSink {
  private calls: SinkCall[] = [];
  private seq = 0;

  constructor(
    private readonly now: () => number,
    private readonly capacity = SINK_CAPACITY,
  ) {}

  record(input: SinkInput): SinkCall {
    this.seq += 1;
    const call: SinkCall = { ...input, seq: this.seq, at: this.now() };
    this.calls.push(call);
    if (this.calls.length > this.capacity) this.calls.splice(0, this.calls.length - this.capacity);
    return call;
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
  }
}
