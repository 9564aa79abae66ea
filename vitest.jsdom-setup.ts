// Runs before every test file of the jsdom projects, which share one jsdom per worker (vitest.config.ts):
// whatever a test leaves behind is put back here, so no file depends on the order files run in.
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition, never a fixed time: their deadline is raised from Testing Library's
// 1 s to 5 s because `npm test` shares 2 cores with browser tests and builds, where a React commit can take
// over a second; a test whose condition never comes still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom runs animation frames from one Node interval, started by a requestAnimationFrame while none is pending.
// Asked under fake timers that fake setInterval (several files do) and left pending at a test's end, that interval
// is a fake one that never fires again, and every later frame in the worker's shared window waits forever (it
// hung Player.test's first frame in a whole run, session 17). Pending frames are cancelled after each test, so the
// next one starts a real interval. Kept on the window: this file runs again for each file in the same window.
interface FrameLedger {
  pending: Set<number>;
  cancel: (handle: number) => void;
}
const LEDGER = Symbol.for('onair.test.animationFrames');
function frameLedger(): FrameLedger | undefined {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') return undefined;
  const host = window as unknown as Record<symbol, FrameLedger | undefined>;
  const existing = host[LEDGER];
  if (existing) return existing;
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  const ledger: FrameLedger = { pending: new Set(), cancel };
  window.requestAnimationFrame = (callback) => {
    const handle = request((time) => {
      ledger.pending.delete(handle);
      callback(time);
    });
    ledger.pending.add(handle);
    return handle;
  };
  window.cancelAnimationFrame = (handle) => {
    ledger.pending.delete(handle);
    cancel(handle);
  };
  host[LEDGER] = ledger;
  return ledger;
}
const frames = frameLedger();

afterEach(() => {
  vi.useRealTimers();
  if (frames) {
    for (const handle of frames.pending) frames.cancel(handle);
    frames.pending.clear();
  }
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Files that declare `@vitest-environment node` (the server-side import tests) have no DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; expiring each cookie is the only way.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
