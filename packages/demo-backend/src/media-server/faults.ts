// Fault knobs for tests: /media/fault/<spec>/<rest> serves /media/<rest> with failures applied, so a player
// test can make a segment 404 once, every time, after a point, arrive slowly, or a whole stream go offline
// and come back. Several faults join with '+', e.g. `slow-800+404once-t1`. State lives in memory and is
// bounded: the oldest tokens are forgotten first.

export type Fault =
  | { kind: '404once'; token: string }
  | { kind: '404always' }
  | { kind: '404after'; segment: number }
  | { kind: 'slow'; ms: number }
  | { kind: 'offline'; token: string };

export class FaultSpecError extends Error {}

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_SLOW_MS = 60_000;

export function parseFaultSpec(spec: string): Fault[] {
  if (!spec) throw new FaultSpecError('empty fault spec');
  return spec.split('+').map((part): Fault => {
    const dash = part.indexOf('-');
    const name = dash < 0 ? part : part.slice(0, dash);
    const arg = dash < 0 ? '' : part.slice(dash + 1);
    const token = () => {
      if (!TOKEN.test(arg))
        throw new FaultSpecError(`fault '${part}' needs a token of letters, digits, - or _`);
      return arg;
    };
    const number = (max: number) => {
      if (!/^\d{1,9}$/.test(arg) || Number(arg) > max) {
        throw new FaultSpecError(`fault '${part}' needs a whole number up to ${max}`);
      }
      return Number(arg);
    };
    switch (name) {
      case '404once':
        return { kind: '404once', token: token() };
      case '404always':
        if (arg) throw new FaultSpecError(`fault '404always' takes no argument`);
        return { kind: '404always' };
      case '404after':
        return { kind: '404after', segment: number(Number.MAX_SAFE_INTEGER) };
      case 'slow':
        return { kind: 'slow', ms: number(MAX_SLOW_MS) };
      case 'offline':
        return { kind: 'offline', token: token() };
      default:
        throw new FaultSpecError(
          `unknown fault '${part}' (404once-<token>, 404always, 404after-<n>, slow-<ms>, offline-<token>)`,
        );
    }
  });
}

/** Which tokens are offline and which segment paths a 404once token has already failed. */
export class FaultBoard {
  private readonly seen = new Map<string, Set<string>>();
  private readonly offline = new Set<string>();

  constructor(
    private readonly maxTokens: number,
    private readonly maxPathsPerToken: number,
  ) {}

  setOffline(token: string, offline: boolean): void {
    this.offline.delete(token);
    if (!offline) return;
    this.offline.add(token);
    if (this.offline.size > this.maxTokens) this.offline.delete(this.offline.values().next().value as string);
  }

  isOffline(token: string): boolean {
    return this.offline.has(token);
  }

  /** True the first time `path` is asked for under `token`. */
  firstRequest(token: string, path: string): boolean {
    let paths = this.seen.get(token);
    if (!paths) {
      paths = new Set();
      this.seen.set(token, paths);
      if (this.seen.size > this.maxTokens) this.seen.delete(this.seen.keys().next().value as string);
    }
    if (paths.has(path)) return false;
    paths.add(path);
    if (paths.size > this.maxPathsPerToken) paths.delete(paths.values().next().value as string);
    return true;
  }
}

export interface FaultRequest {
  /** The path under /media/ with the fault prefix removed. */
  path: string;
  /** Media bytes (segments, init segments, MP4 files) as opposed to playlists, manifests and images. */
  isSegment: boolean;
  /** The number in seg-<n>.m4s, if any. */
  segmentNumber: number | undefined;
}

export interface FaultOutcome {
  status: 404 | 503 | undefined;
  delayMs: number;
}

export function decideFault(faults: Fault[], board: FaultBoard, req: FaultRequest): FaultOutcome {
  let delayMs = 0;
  for (const f of faults) {
    if (f.kind === 'offline' && board.isOffline(f.token)) return { status: 503, delayMs: 0 };
  }
  if (!req.isSegment) return { status: undefined, delayMs };
  for (const f of faults) {
    if (f.kind === 'slow') delayMs = Math.max(delayMs, f.ms);
    if (f.kind === '404always') return { status: 404, delayMs };
    if (f.kind === '404after' && req.segmentNumber !== undefined && req.segmentNumber >= f.segment) {
      return { status: 404, delayMs };
    }
  }
  for (const f of faults) {
    if (f.kind === '404once' && board.firstRequest(f.token, req.path)) return { status: 404, delayMs };
  }
  return { status: undefined, delayMs };
}
