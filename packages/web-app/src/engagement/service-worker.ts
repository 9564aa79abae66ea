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
 * The browser's own dependencies; started after the page has loaded so it never delays the first paint.
 * Tried (2026-11-26): registering only after a player's first frame took ≈ 170 ms more off the channel page's
 * first frame (web app bench), but the Lighthouse test's channel-page run then failed with "Session closed"
 * every time (with its 10 s load wait; it passed with 20 s); left at the load event until that is understood.
 */
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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
