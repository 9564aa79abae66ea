/**
 * Our own script loader for third-party SDKs (IMA). A script is requested once
 * per document: concurrent callers share the in-flight load, a loaded script is
 * not loaded again, and a failed or timed-out load is forgotten (its element
 * removed) so a later break may retry. Each caller can give up through its signal.
 */

export class LoadScriptError extends Error {
  override readonly name = 'LoadScriptError';
  constructor(
    readonly kind: 'error' | 'timeout' | 'aborted',
    readonly src: string,
  ) {
    super(`script ${src}: ${kind === 'error' ? 'failed to load (blocked or offline)' : kind}`);
  }
}

export interface LoadScriptOptions {
  document?: Document;
  signal?: AbortSignal;
  timeoutMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const loads = new WeakMap<Document, Map<string, Promise<void>>>();

function startLoad(
  doc: Document,
  src: string,
  options: LoadScriptOptions,
  cache: Map<string, Promise<void>>,
) {
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const listeners = new AbortController();
    let timer: unknown;
    const settle = (error?: LoadScriptError) => {
      listeners.abort();
      if (timer !== undefined) clearTimer(timer);
      if (!error) return resolve();
      cache.delete(src);
      script.remove();
      reject(error);
    };
    script.addEventListener('load', () => settle(), { signal: listeners.signal });
    script.addEventListener('error', () => settle(new LoadScriptError('error', src)), {
      signal: listeners.signal,
    });
    if (options.timeoutMs !== undefined) {
      timer = setTimer(() => settle(new LoadScriptError('timeout', src)), options.timeoutMs);
    }
    script.async = true;
    script.src = src;
    (doc.head ?? doc.documentElement).appendChild(script);
  });
}

export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const doc = options.document ?? globalThis.document;
  if (!doc) return Promise.reject(new LoadScriptError('error', src));
  let cache = loads.get(doc);
  if (!cache) {
    cache = new Map();
    loads.set(doc, cache);
  }
  let shared = cache.get(src);
  if (!shared) {
    shared = startLoad(doc, src, options, cache);
    cache.set(src, shared);
  }
  const { signal } = options;
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(new LoadScriptError('aborted', src));
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(new LoadScriptError('aborted', src));
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
