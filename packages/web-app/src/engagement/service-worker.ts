/**
 * Why: 000 §7 / 001 §7 — the service worker is registered at /service-worker.js. On a local host the
 * file is fetched first: a development server answers unknown paths with the app's HTML (or 404), and a
 * worker registered from that would break every load, so a 404 or a non-script answer unregisters any
 * worker and reloads the page. §8: a registration failure is only logged.
 */

export interface ServiceWorkerDeps {
  hostname: string;
  container: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'> | undefined;
  fetch: (url: string) => Promise<Pick<Response, 'status' | 'headers'>>;
  reload: () => void;
  log: (message: string, error?: unknown) => void;
}

export const SERVICE_WORKER_URL = '/service-worker.js';
/** The worker's NetworkFirst cache for /config.js (service-worker-build.ts). */
export const CONFIG_CACHE = 'onair-config';

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** A usable worker script: found, and served as JavaScript. */
export function isWorkerScript(answer: Pick<Response, 'status' | 'headers'>): boolean {
  const type = answer.headers.get('content-type') ?? '';
  return answer.status >= 200 && answer.status < 300 && /javascript/i.test(type);
}

/** Resolves to what happened, for tests and the debug log. */
export async function startServiceWorker(
  deps: ServiceWorkerDeps,
): Promise<'unsupported' | 'registered' | 'unregistered' | 'failed'> {
  const { container } = deps;
  if (!container) return 'unsupported';
  try {
    if (isLocalHost(deps.hostname)) {
      const answer = await deps.fetch(SERVICE_WORKER_URL);
      if (!isWorkerScript(answer)) {
        const registrations = await container.getRegistrations();
        await Promise.all(registrations.map((r) => r.unregister()));
        deps.reload();
        return 'unregistered';
      }
    }
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
    return 'registered';
  } catch (error) {
    deps.log('[onair] service worker registration failed', error);
    return 'failed';
  }
}

/**
 * Dispatched on `window` when a player of the app shows its first frame (AppPlayer). Installing the worker
 * precaches the whole shell (≈ 1.5 MB of scripts): started at the page's load event it ran beside the channel
 * page's player start-up, on the same two cores and the same connection, and held its first frame back
 * (≈ 170 ms in the web app bench, 2026-11-26). For a few hours (07bc3aa) it was registered at the load event
 * again, as Lighthouse's channel-page run failed with "Session closed"; the cause was the test's throttling
 * setting (lighthouse.spec.ts), not the worker.
 */
export const PLAYBACK_STARTED_EVENT = 'onair:playback-started';
/** A page without a player (or one that never plays) registers the worker this long after its load event. */
export const REGISTER_DEADLINE_MS = 4000;

/**
 * Resolves once the page has loaded and then either a player has shown its first frame or `deadlineMs` have
 * passed, whichever comes first.
 */
export function afterStartup(
  win: Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'> & {
    document: Pick<Document, 'readyState'>;
  },
  deadlineMs = REGISTER_DEADLINE_MS,
): Promise<void> {
  const listening = new AbortController();
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true, signal: listening.signal });
  });
  // Listened for from the start: a player may show its frame before the load event.
  const played = new Promise<void>((resolve) =>
    win.addEventListener(PLAYBACK_STARTED_EVENT, () => resolve(), { once: true, signal: listening.signal }),
  );
  return loaded
    .then(
      () =>
        new Promise<void>((resolve) => {
          const timer = win.setTimeout(resolve, deadlineMs);
          void played.then(() => {
            win.clearTimeout(timer);
            resolve();
          });
        }),
    )
    .finally(() => listening.abort());
}

/** The browser's own dependencies; started once the page's player has started (afterStartup). */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () =>
    void startServiceWorker({
      hostname: window.location.hostname,
      container: navigator.serviceWorker,
      fetch: (url) => fetch(url, { cache: 'no-store' }),
      reload: () => window.location.reload(),
      log: (message, error) => console.log(message, error),
    })
      .then(async (outcome) => {
        if (outcome !== 'registered') return;
        // This page read /config.js before the worker existed: keep a copy now, so the shell opened
        // offline still knows its API base (and can say it is offline rather than "not configured").
        await navigator.serviceWorker.ready;
        await (await caches.open(CONFIG_CACHE)).add('/config.js');
      })
      .catch((error: unknown) => console.log('[onair] service worker cache warm-up failed', error));
  void afterStartup(window).then(start);
}
