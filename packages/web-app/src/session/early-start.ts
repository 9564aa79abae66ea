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
import { startSessionEarly } from './head-start';

/** The app's one query cache: the start-up fills it (the channel page's line-up) before React mounts. */
export const queryClient = createQueryClient();

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
): void {
  startSessionEarly(queryClient);
  if (isChannelPage(pathname)) preloadChannel();
}

startEarly(window.location.pathname);
