/**
 * One VAST request with its own deadline (§8 301: 5 s). The fetch and the timers
 * are injected so tests drive a slow server with fake timers; the caller's signal
 * (a player leaving the page) aborts the request too.
 */
import { WRAPPER_TIMEOUT_MS } from '../constants';
import { type AdErrorCode, VastError } from '../errors';

export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; credentials?: RequestCredentials },
) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface FetchVastOptions extends Partial<Timers> {
  fetch: FetchLike;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Code for a request that failed or answered an HTTP error (1012 for the first request, 300 in a wrapper). */
  failureCode: AdErrorCode;
}

export async function fetchVastText(url: string, options: FetchVastOptions): Promise<string> {
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  const timeoutMs = options.timeoutMs ?? WRAPPER_TIMEOUT_MS;
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onOuterAbort();
  options.signal?.addEventListener('abort', onOuterAbort, { signal: controller.signal });

  let timedOut = false;
  let timer: unknown;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimer(() => {
      timedOut = true;
      controller.abort();
      reject(new VastError(301, `no answer within ${timeoutMs} ms`, { url }));
    }, timeoutMs);
  });
  const request = (async () => {
    const response = await options.fetch(url, { signal: controller.signal });
    if (!response.ok) throw new VastError(options.failureCode, `HTTP ${response.status}`, { url });
    return response.text();
  })();
  try {
    return await Promise.race([request, deadline]);
  } catch (error) {
    if (error instanceof VastError) throw error;
    if (timedOut) throw new VastError(301, `no answer within ${timeoutMs} ms`, { url });
    if (options.signal?.aborted)
      throw new VastError(options.failureCode, 'request aborted', { url, cause: error });
    throw new VastError(options.failureCode, error instanceof Error ? error.message : String(error), {
      url,
      cause: error,
    });
  } finally {
    clearTimer(timer);
    // Settles the losing side of the race so no rejection goes unobserved.
    request.catch(() => undefined);
    deadline.catch(() => undefined);
    controller.abort();
  }
}
