/**
 * Why: every page waits for 000 §4's start-up, a chain of calls (network info → configuration, resources and
 * the sign-in → the viewer). It began in SessionProvider's first effect: after the translations had loaded,
 * the first route's code had arrived and React had rendered the shell — on the channel page ≈ 260 ms after
 * the entry had run on a quiet machine, longer on a busy one. The entry now starts that first run at once,
 * with the client and inputs SessionProvider would have used (the same API base, start-up parameters,
 * storage, device and language), and SessionProvider adopts it instead of starting its own. A restart after
 * a token error (000 §4 Token) is SessionProvider's own run as before.
 */
import type { QueryClient } from '@tanstack/react-query';
import { debugTrace } from '../api/debug-trace';
import { createEndpoints } from '../api/endpoints';
import type { EndpointTag, ErrorAction } from '../api/error-policy';
import type { ApiError } from '../api/errors';
import { createApiClient } from '../api/http';
import { createCatalogueEndpoints } from '../catalogue/endpoints';
import { channelIds, prefetchChannelPage } from '../channels/channel-queries';
import { apiBase } from '../config';
import { contentMetaQuery, contentQuery } from '../content/content-queries';
import { libraryParam } from '../content/library';
import { initialLanguage } from '../i18n/language';
import { askEarly } from '../player/early-answers';
import { earlyCallsFor } from '../player/early-page-calls';
import { browserStartupDeps } from './browser-startup';
import { prefetchPageData } from './early-page-data';
import { pageStartupParams, type StartupParams } from './query-params';
import { runStartup, type StartupResult } from './startup';
import { browserStore, KEYS } from './storage';

type ErrorHook = (action: ErrorAction, error: ApiError, tag: EndpointTag) => void;

/** What one page's session runs on; SessionProvider holds it for the page's life. */
export interface SessionRuntime {
  base: string;
  params: StartupParams;
  api: ReturnType<typeof createApiClient>;
  endpoints: ReturnType<typeof createEndpoints>;
  tokenRef: { current: string | null };
  languageRef: { current: string };
  /** SessionProvider's §8 reactions; until it mounts a failed start-up call is settled by the start itself. */
  onErrorAction: { current: ErrorHook | null };
  /** When the start applied its token (Date.now()): answers asked with it need not be asked again. */
  tokenAt: { current: number };
}

export function createSessionRuntime(base: string, params: StartupParams): SessionRuntime {
  const store = browserStore();
  const tokenRef = { current: null as string | null };
  const languageRef = { current: initialLanguage(params.language, store.get(KEYS.language)) };
  const onErrorAction: SessionRuntime['onErrorAction'] = { current: null };
  const api = createApiClient({
    baseUrl: base,
    token: () => tokenRef.current,
    language: () => languageRef.current,
    hooks: { onErrorAction: (action, error, tag) => onErrorAction.current?.(action, error, tag) },
    trace: debugTrace(params),
  });
  return {
    base,
    params,
    api,
    endpoints: createEndpoints(api),
    tokenRef,
    languageRef,
    onErrorAction,
    tokenAt: { current: Number.POSITIVE_INFINITY },
  };
}

/** One 000 §4 start over a runtime: the stored session, the device and the page's parameters. */
export function startSession(
  runtime: SessionRuntime,
  queryClient: QueryClient,
  tokenApplied: (token: string) => void = () => undefined,
): Promise<StartupResult> {
  const { params, endpoints } = runtime;
  if (params.clickId) browserStore().set(KEYS.clickId, params.clickId);
  return runStartup(
    browserStartupDeps(endpoints, params, {
      applyToken: (value) => {
        runtime.tokenRef.current = value;
      },
      // What the page asks with the token alone starts beside the viewer call: a channel page's line-up
      // (channel-queries.ts), a film's page data, and the player's own calls (early-answers.ts).
      onToken: (value) => {
        runtime.tokenAt.current = Date.now();
        startPageCalls(runtime, queryClient, value);
        tokenApplied(value);
      },
    }),
  );
}

/** The calls the page at this address makes with the token alone, sent now (issue 38). */
function startPageCalls(runtime: SessionRuntime, queryClient: QueryClient, token: string): void {
  const { pathname, search } = window.location;
  const calls = earlyCallsFor(pathname, search, channelIds(browserStore()));
  for (const call of calls) {
    askEarly(call.kind, call.ref, { base: runtime.base, token, language: runtime.languageRef.current });
  }
  prefetchChannelPage(queryClient, runtime.endpoints, token, pathname);
  // The start page's and a content page's data (early-page-data.ts).
  prefetchPageData(
    {
      client: queryClient,
      endpoints: runtime.endpoints,
      catalogue: createCatalogueEndpoints(runtime.api),
      token,
      language: runtime.languageRef.current,
    },
    pathname,
    search,
  );
  // A film's /watch page shows its player once the film and its meta (history, purchase) are in.
  const film = calls.find((call) => call.kind === 'content-stream');
  if (film) {
    const id = Number(film.ref);
    // The page asks them in the library its address names (content/library.ts), so the same keys here.
    const library = libraryParam(new URLSearchParams(search).get('library_id'));
    void queryClient.prefetchQuery(contentQuery(runtime.endpoints, id, library));
    void queryClient.prefetchQuery(contentMetaQuery(runtime.endpoints, id, token, library));
  }
}

export interface HeadStart {
  runtime: SessionRuntime;
  result: Promise<StartupResult>;
  /**
   * The first token the entry's start applied, once the page's calls that need only it have gone out (a
   * returning viewer's at once, before the viewer's answer); null when the start ended without one. A later
   * re-authorisation may replace it: what is started with it checks the session's token when it is used.
   */
  token: Promise<string | null>;
}

let head: HeadStart | null = null;

/** Called by the entry before anything renders: starts this page's session where an API base is set. */
export function startSessionEarly(queryClient: QueryClient): void {
  const base = apiBase();
  if (head || !base) return;
  const runtime = createSessionRuntime(base, pageStartupParams('site'));
  let tokenApplied: (token: string | null) => void = () => undefined;
  const token = new Promise<string | null>((resolve) => {
    tokenApplied = resolve;
  });
  const result = startSession(runtime, queryClient, tokenApplied);
  result.then(
    () => tokenApplied(null),
    () => tokenApplied(null),
  );
  head = { runtime, result, token };
}

/** The entry's run, if it started one: SessionProvider adopts it (the same one on every call). */
export function sessionHeadStart(): HeadStart | null {
  return head;
}
