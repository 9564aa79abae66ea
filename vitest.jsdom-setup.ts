// Runs before every test file of the jsdom projects, which share one jsdom per worker (vitest.config.ts):
// whatever a test leaves behind is put back here, so no file depends on the order files run in.
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition, never a fixed time: their deadline is raised from Testing Library's
// 1 s to 5 s because `npm test` shares 2 cores with browser tests and builds, where a React commit can take
// over a second; a test whose condition never comes still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.useRealTimers();
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
