// First: takes ?access_token= out of the address bar before any other module runs.
import './strip-url-token';
// Before any schema is built: no eval probe under the CSP (security/zod-jitless.ts).
import './security/zod-jitless';
// 000 §4's start-up calls go out before React and the app's modules are evaluated (early-start.ts).
import './session/early-start';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { apiResolution } from './config';
import { initI18n } from './i18n/i18n';
import { firstRenderAllowed } from './player/render-hold';
import { entryLanguage, queryClient } from './session/early-start';
import { readStartupParams } from './session/query-params';
import './styles/global.css';
import { ApiOverrideNotice } from './ui/ApiOverrideNotice';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = entryLanguage();
// The same reading of `show_debug` as the trace's own (query-params.ts): `?show_debug=0` keeps both off.
if (readStartupParams(window.location.search, 'site').showDebug) console.info('[onair] debug logging on');
const { refused } = apiResolution();
if (refused)
  console.warn(`[onair] API override ${refused.param} refused: its origin is not on the allow-list`);

// The translation loads before the first paint so no screen flashes raw keys.
void initI18n(language)
  .catch((error: unknown) => console.error('[onair] translations failed to load', error))
  // A returning viewer's early player shows its first frame first (player/render-hold.ts).
  .then(firstRenderAllowed)
  .finally(() => {
    // Made here, not while the entry is evaluated: its routes' set-up was a third of that long task (issue 38).
    const router = createRouter();
    // Issue 38 (Lighthouse TBT): the first render as a transition is rendered in slices that yield to the
    // browser every few ms, instead of the whole shell in one long task (docs/performance.md, fifth pass).
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <ApiOverrideNotice refused={refused} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  });
// Issue 20: the service worker (000 §7 localhost rule), after the page has loaded.
void import('./engagement/service-worker').then((m) => m.registerServiceWorker());
