/**
 * Why: the options the app's player is created with (the SDK reads them once, at creation) have one source. The
 * page's `AppPlayer` passes them to the SDK's `<Player>`, and the player the entry starts before the page
 * renders (early-player.ts) is created with the very same ones, so the page can take it over as its own.
 */
import type { OperatorApi, PlayerOptions, TimelineChannel } from '@onair/player-sdk';
import { browserAllowsSound, startMuted } from './start-muted';

export interface AppPlayerSetup {
  api: OperatorApi;
  accessToken?: string | undefined;
  /** A silent picture (a background trailer, a tile's preview): muted, not counted as watching. */
  background: boolean;
  connectivityBaseUrl?: string | undefined;
  childProfile?: boolean | undefined;
  parentalCheck: (channel: TimelineChannel) => Promise<boolean>;
  /** Whether the page may start sound without a gesture; read from the browser by default. */
  soundAllowed?: boolean;
}

export type AppPlayerOptions = Omit<PlayerOptions, 'container'>;

export function appPlayerOptions(setup: AppPlayerSetup): AppPlayerOptions {
  const { background } = setup;
  const muted = startMuted({
    autoplay: true,
    soundAllowed: setup.soundAllowed ?? browserAllowsSound(),
    alwaysMuted: background,
  });
  return {
    api: setup.api,
    ...(setup.accessToken ? { accessToken: setup.accessToken } : {}),
    ...(muted ? { muted: true } : {}),
    autoplay: true,
    ...(setup.connectivityBaseUrl ? { connectivityBaseUrl: setup.connectivityBaseUrl } : {}),
    ...(setup.childProfile ? { childProfile: true } : {}),
    parentalCheck: setup.parentalCheck,
    // A background is not a view: it must not count as watching.
    ...(background ? { statsApi: false as const } : {}),
  };
}
