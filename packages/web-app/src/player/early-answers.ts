/**
 * Why (issue 38): the player asks for its channel and stream (§3) only once the page has rendered it, and the
 * page renders only once the session, the line-up and the player's code are in. The entry knows from the address
 * what the page will play before any of that (early-start.ts): as soon as it has the token, it sends those calls
 * and holds their answers here. The player's HTTP client (PlayerView) fetches through `fetchWithEarlyAnswers`,
 * which hands it the held answer for the very call it makes — same kind, same channel or film (by id, or by the
 * slug the address used and the line-up maps to that id), same token — once, within EARLY_ANSWER_MAX_AGE_MS;
 * any other call, or one asked with another token (a token renewed since), goes to the network as before. The SDK
 * reads and validates the answer as it would its own. An early call that failed, or answered with an error, is
 * asked again as the player asks it. The channel's answer can also be read without taking it (`peekEarlyJson`):
 * the entry's early player decides from it (early-channel.ts), and the player may still take it later.
 */

export type EarlyKind = 'channel' | 'channel-stream' | 'content-stream';

/** An answer older than this is not handed out (a live stream's URLs may carry expiring signatures). */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

interface Held {
  kind: EarlyKind;
  ref: string;
  token: string;
  at: number;
  response: Promise<Response>;
  /** A good answer's body, read from a copy made before anyone can take the answer (kinds in PEEKED). */
  json?: Promise<unknown>;
}

/** The answers the entry reads itself as well as handing them over: the channel's (1.7 KB). */
const PEEKED: ReadonlySet<EarlyKind> = new Set(['channel']);

let held: Held[] = [];

const pathOf = (kind: EarlyKind, ref: string): string =>
  kind === 'channel'
    ? `/channels/${encodeURIComponent(ref)}`
    : kind === 'channel-stream'
      ? `/channels/${encodeURIComponent(ref)}/stream`
      : `/contents/${encodeURIComponent(ref)}/stream`;

export interface EarlyAsk {
  base: string;
  token: string;
  language: string;
  now?: () => number;
  fetcher?: typeof fetch;
}

/** Sends one call the player will make (as its HTTP client sends it) and holds the answer. */
export function askEarly(kind: EarlyKind, ref: string | number, ask: EarlyAsk): void {
  const { base, token, language, now = Date.now, fetcher = globalThis.fetch } = ask;
  const url = `${base.replace(/\/+$/, '')}${pathOf(kind, String(ref))}?${new URLSearchParams({ access_token: token })}`;
  const response = fetcher(url, { headers: { Accept: 'application/json', 'Accept-Language': language } });
  // Nobody may take it (the page went elsewhere): a failure must not surface as unhandled.
  response.catch(() => undefined);
  const entry: Held = { kind, ref: String(ref), token, at: now(), response };
  // Copied on arrival, before the player's read of the same answer can use its body up (this reaction is the
  // answer's first: nobody can take it earlier).
  if (PEEKED.has(kind)) entry.json = response.then((r) => (r.ok ? r.clone().json() : null)).catch(() => null);
  held.push(entry);
}

/** What a player call is, read from its URL: kind, channel or film, token; null for any other call. */
export function earlyCallOf(url: string): { kind: EarlyKind; ref: string; token: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const token = parsed.searchParams.get('access_token');
  // Only a plain call matches: an archive position (ts), a preview or a library is another answer.
  if (!token || [...parsed.searchParams.keys()].some((key) => key !== 'access_token')) return null;
  const found = /\/(channels|contents)\/([^/]+)(\/stream)?$/.exec(parsed.pathname);
  if (!found?.[1] || !found[2]) return null;
  const ref = decodeURIComponent(found[2]);
  if (found[1] === 'channels') return { kind: found[3] ? 'channel-stream' : 'channel', ref, token };
  return found[3] ? { kind: 'content-stream', ref, token } : null;
}

/**
 * The held answer for this call, once: asked with the same token for the same kind and ref, or for a slug that
 * `aliasesOf(ref)` names (the address's slug of the channel the player asks by id). Null when none.
 */
export function takeEarly(
  call: { kind: EarlyKind; ref: string; token: string },
  aliasesOf: (ref: string) => readonly string[] = () => [],
  now: () => number = Date.now,
): Promise<Response> | null {
  const refs = new Set([call.ref, ...aliasesOf(call.ref)]);
  held = held.filter((h) => now() - h.at <= EARLY_ANSWER_MAX_AGE_MS);
  const at = held.findIndex((h) => h.kind === call.kind && h.token === call.token && refs.has(h.ref));
  if (at < 0) return null;
  const [entry] = held.splice(at, 1);
  return entry?.response ?? null;
}

/**
 * The body of the held good answer to this call (as `takeEarly` matches it), left held for the player; null when
 * none is held, the call failed, answered with an error or with no JSON, or its kind is not read here.
 */
export function peekEarlyJson(
  call: { kind: EarlyKind; ref: string; token: string },
  aliasesOf: (ref: string) => readonly string[] = () => [],
  now: () => number = Date.now,
): Promise<unknown> {
  const refs = new Set([call.ref, ...aliasesOf(call.ref)]);
  const entry = held.find(
    (h) =>
      now() - h.at <= EARLY_ANSWER_MAX_AGE_MS &&
      h.kind === call.kind &&
      h.token === call.token &&
      refs.has(h.ref),
  );
  return entry?.json ?? Promise.resolve(null);
}

/** Rejects with the signal's reason when it aborts first (the SDK's deadline and its cancel). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * A `fetch` for the player's HTTP client: a held early answer for this very call, else the network. An early
 * call that failed or answered with an error is sent again, so the SDK's own errors and retries stay as they were.
 */
export function fetchWithEarlyAnswers(
  aliasesOf: (ref: string) => readonly string[] = () => [],
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = (init?.method ?? 'GET') === 'GET' ? earlyCallOf(url) : null;
    const early = call ? takeEarly(call, aliasesOf) : null;
    if (!early) return fetcher(input, init);
    // Only a good answer is handed over: an error answer (an operator that takes no slug in a channel call, a
    // refusal) is asked again as the player asks it, so its status and message are the player's own call's.
    return abortable(
      early.then(
        (response) => (response.ok ? response : fetcher(input, init)),
        () => fetcher(input, init),
      ),
      init?.signal,
    );
  };
}
