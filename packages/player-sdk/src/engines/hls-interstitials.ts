/**
 * Why: hls.js plays HLS interstitials (`EXT-X-DATERANGE` CLASS="com.apple.hls.interstitial") itself, on the
 * same element, with the primary content resuming after them. The player must not mistake the break for a
 * stall, and the skin must be able to say "advert", count down and honour X-RESTRICT; so hls.js's schedule
 * events become one plain state slice: the break and asset playing (time left refreshed as the element plays),
 * or null while the primary content plays. Skipping goes through hls.js's own interstitials manager, which
 * knows where the break ends and refuses a break marked X-RESTRICT=SKIP.
 * hls.js moves the element between the film's MediaSource and each asset's: every move is a new load of the
 * element, which rejects a pending play() (AbortError) and leaves it paused. A pre-roll (CUE="PRE") moves the
 * element before the player's first play() has taken: the break sat paused at its first frame for ever (hls.js
 * itself resumes only a playback it saw start). The element is played again after each such move when the
 * viewer meant it to play (it played, or a play() was pending, and no pause came since), as an element with the
 * `autoplay` attribute does by itself.
 */
import type { Events, InterstitialEvent } from 'hls.js';
import type { InterstitialState } from '../types/interstitial';

/** The part of hls.js this watcher uses (a test passes a plain emitter). */
export interface InterstitialSource {
  on(
    event: Events.INTERSTITIAL_STARTED,
    listener: (e: unknown, data: { event: InterstitialEvent }) => void,
  ): void;
  on(
    event: Events.INTERSTITIAL_ASSET_STARTED,
    listener: (e: unknown, data: { event: InterstitialEvent; assetListIndex: number }) => void,
  ): void;
  on(
    event: Events.INTERSTITIALS_UPDATED,
    listener: (e: unknown, data: { events: readonly InterstitialEvent[] }) => void,
  ): void;
  on(
    event: Events.INTERSTITIAL_ENDED | Events.INTERSTITIALS_PRIMARY_RESUMED | Events.DESTROYING,
    listener: () => void,
  ): void;
  /** hls.js's view of the schedule; null when its interstitial support is off. */
  readonly interstitialsManager: {
    readonly interstitialPlayer: { readonly currentTime: number; readonly duration: number } | null;
    skip(): void;
  } | null;
}

export interface InterstitialWatch {
  /** Ends the break playing now, unless it says X-RESTRICT=SKIP; false when nothing was skipped. */
  skip(): boolean;
}

export function interstitialState(
  event: InterstitialEvent,
  assetIndex: number,
  remainingSec?: number,
): InterstitialState {
  const duration = Number.isFinite(event.duration) ? event.duration : 0;
  return {
    id: event.identifier,
    asset: assetIndex + 1,
    assets: Math.max(event.assetList.length, assetIndex + 1),
    durationSec: Math.round(duration * 10) / 10,
    remainingSec: remainingSec ?? Math.ceil(duration),
    restrictSkip: event.restrictions.skip,
    restrictJump: event.restrictions.jump,
  };
}

/**
 * hls.js 1.7 loads an `X-ASSET-URI` as written, so a relative one resolves against the page instead of the
 * playlist (as every other playlist URI does, and as X-ASSET-LIST does in hls.js): the break's asset 404s and
 * hls.js resumes the film without it. Making the URI absolute against the playlist before the asset loads
 * lets the break play. An absolute URI is left as it is; an unparsable one is left for hls.js to report.
 */
export function resolveAssetUris(events: readonly InterstitialEvent[]): void {
  for (const event of events) {
    const attr = event.dateRange.attr as unknown as Record<string, unknown>;
    const uri = attr['X-ASSET-URI'];
    if (typeof uri !== 'string' || !event.baseUrl) continue;
    try {
      attr['X-ASSET-URI'] = new URL(uri, event.baseUrl).href;
    } catch {
      // Left as written: hls.js reports the asset's load error and resumes the film.
    }
  }
}

/**
 * Reports each change. hls.js listeners live as long as its instance; the element's `timeupdate` listener
 * ends with `signal` or with the instance (DESTROYING), whichever comes first.
 */
/**
 * Plays the element again after hls.js moved it to a break's asset or back to the film, when the viewer meant it
 * to play (see the header). `meant` follows the element: a play (or a pending play() at a move) sets it, a pause
 * clears it; a move's load pauses the element without a pause event, so it does not clear it.
 */
export function keepPlayingAcrossMoves(
  hls: Pick<InterstitialSource, 'on'>,
  media: HTMLMediaElement,
  signal: AbortSignal,
  // The hls.js build's event names (it is loaded on demand, hls-library.ts).
  events: typeof Events,
): void {
  let meant = false;
  let moving = false;
  const listen = { signal };
  media.addEventListener('play', () => (meant = true), listen);
  media.addEventListener(
    'pause',
    () => {
      if (!moving) meant = false;
    },
    listen,
  );
  const moved = () => {
    meant ||= !media.paused;
    moving = true;
  };
  hls.on(events.INTERSTITIAL_STARTED, moved);
  hls.on(events.INTERSTITIALS_PRIMARY_RESUMED, moved);
  media.addEventListener(
    'loadedmetadata',
    () => {
      if (!moving) return;
      moving = false;
      if (meant && media.paused && !signal.aborted) media.play().catch(() => undefined);
    },
    listen,
  );
}

export function watchInterstitials(
  hls: InterstitialSource,
  media: EventTarget,
  signal: AbortSignal,
  report: (state: InterstitialState | null) => void,
  // The hls.js build's event names (it is loaded on demand, hls-library.ts).
  events: typeof Events,
): InterstitialWatch {
  const E = events;
  let playing: { event: InterstitialEvent; asset: number; remaining: number } | null = null;
  const start = (event: InterstitialEvent, asset: number) => {
    const state = interstitialState(event, asset, playing?.event === event ? playing.remaining : undefined);
    playing = { event, asset, remaining: state.remainingSec };
    report(state);
  };
  const end = () => {
    playing = null;
    report(null);
  };
  hls.on(E.INTERSTITIALS_UPDATED, (_e, data) => resolveAssetUris(data.events));
  hls.on(E.INTERSTITIAL_STARTED, (_e, data) => start(data.event, 0));
  hls.on(E.INTERSTITIAL_ASSET_STARTED, (_e, data) => start(data.event, data.assetListIndex));
  // An asset that fails is skipped by hls.js, which then resumes the primary content: both end the break here.
  hls.on(E.INTERSTITIAL_ENDED, end);
  hls.on(E.INTERSTITIALS_PRIMARY_RESUMED, end);

  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true, signal: controller.signal });
  hls.on(E.DESTROYING, () => controller.abort());
  keepPlayingAcrossMoves(hls, media as HTMLMediaElement, controller.signal, E);
  // The countdown moves in whole seconds, so the state changes once a second, not at every timeupdate.
  media.addEventListener(
    'timeupdate',
    () => {
      const player = hls.interstitialsManager?.interstitialPlayer;
      if (!playing || !player || !(player.duration > 0)) return;
      const remaining = Math.max(0, Math.ceil(player.duration - player.currentTime));
      if (remaining === playing.remaining) return;
      playing.remaining = remaining;
      report(interstitialState(playing.event, playing.asset, remaining));
    },
    { signal: controller.signal },
  );

  return {
    skip() {
      const manager = hls.interstitialsManager;
      if (!playing || playing.event.restrictions.skip || !manager) return false;
      manager.skip();
      return true;
    },
  };
}
