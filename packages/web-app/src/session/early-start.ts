/**
 * Why: 000 §4's start-up chain (network information, configuration, the sign-in, the viewer) is the longest
 * wait before a cold page can show anything of the viewer's, and on a channel page before its stream call.
 * Started from the entry's body, it waited for every module the entry imports to be evaluated first — React,
 * the router, the layout, i18next: ≈ 100 ms of main thread on a cold load. The entry imports this module right
 * after the two that must run first (the token strip and the CSP-safe zod), so the calls go out before the rest
 * of the app is evaluated. Nothing here imports React.
 */
import { createQueryClient } from '../app/cache';
import { isChannelPage } from '../channels/channel-queries';
import { prefetchLocales } from '../i18n/early-locale';
import { DEFAULT_LANGUAGE, initialLanguage } from '../i18n/language';
import { channelKeyOf } from '../player/early-page-calls';
import { holdFirstRender } from '../player/render-hold';
import { type HeadStart, sessionHeadStart, startSessionEarly } from './head-start';
import { readSnapshot } from './startup-snapshot';
import { browserStore, KEYS } from './storage';

/** The app's one query cache: the start-up fills it (the channel page's line-up) before React mounts. */
export const queryClient = createQueryClient();

/** The language the entry renders in first (000 §5: the address's, else the stored choice, else the browser's). */
export function entryLanguage(search: string = window.location.search): string {
  const params = new URLSearchParams(search);
  return initialLanguage(params.get('lang') ?? params.get('language'), browserStore().get(KEYS.language));
}

/**
 * The session's start, and on a channel page the player's code: hls.js (≈ 180 KB gzip) is the longest download
 * before the first frame; asked for now it loads during the start-up calls, when the link is otherwise idle,
 * instead of once the player has mounted (measured at 1.5 Mbit/s / 150 ms: requested ≈ 2.2 s after navigation,
 * done at ≈ 5.4 s); the SDK's channel code with it (preload-engine.ts).
 */
export function startEarly(
  pathname: string,
  preloadChannel: () => void = () =>
    void import('../player/preload-engine').then((m) => m.preloadChannelPage()),
  language: string = entryLanguage(),
  // The channel's player before the page renders it, React's first render held for its first frame.
  // Read now: a first visit's start stores its answers once the viewer has answered, before the player starts.
  startPlayer: () => void = () => {
    const firstVisit = !readSnapshot(browserStore(), Date.now());
    let code: Promise<typeof import('../player/early-player')> | null = null;
    const load = () => {
      code ??= import('../player/early-player');
      return code;
    };
    startChannelPlayer(
      sessionHeadStart(),
      () =>
        load().then((m) => m.startEarlyPlayer(queryClient, { firstVisit }).then(() => m.earlyPlayerShown())),
      holdFirstRender,
      window.location,
      () => void load().catch(() => undefined),
    );
  },
): void {
  startSessionEarly(queryClient);
  // The translation the first render waits for, and English, i18next's fallback (i18n.ts, early-locale.ts).
  prefetchLocales([language, DEFAULT_LANGUAGE]);
  if (isChannelPage(pathname)) {
    preloadChannel();
    startPlayer();
  }
}

/**
 * A channel page's early player (player/early-player.ts): created as soon as the start and the line-up allow,
 * before the page renders it; its code asked once the token is in (`start`, settled at its first frame, its
 * failure, or at once when none is started). React's first render waits for that, capped (render-hold.ts).
 * A returning viewer's start runs on stored answers; a first visit's (no stored answers) on the chain's own — the
 * token after the device sign-in, the line-up asked with it — and the render is held from the entry for it too:
 * the hold is only useful before React renders, and without it the early player's start shared the main thread
 * with the sign-in chain and the page's render (session 16: the first frame later in 4 of 5 loaded A/B pairs,
 * docs/performance-history.md). Nothing held where the address names no live channel (a list, an archive
 * position): there no early player can start. Where it is held, `warm` asks for the early player's code at once
 * (session 19): a first visit's token comes three round trips in, and the code then loaded after it. Returns
 * whether the render is held.
 */
export function startChannelPlayer(
  head: Pick<HeadStart, 'token'> | null,
  start: (token: string) => Promise<unknown>,
  hold: (until: Promise<unknown>) => void = holdFirstRender,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
  warm: () => void = () => undefined,
): boolean {
  if (!head || channelKeyOf(pathname, search) === null) return false;
  hold(head.token.then((token) => (token === null ? undefined : start(token))));
  warm();
  return true;
}

startEarly(window.location.pathname);
