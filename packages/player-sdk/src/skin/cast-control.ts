/**
 * The cast button's behaviour, for both skins (001 §2 Player controls "casting", §7 "a cast sender script
 * from a third-party host when supported"). The button shows where the browser knows a remote device (the
 * Remote Playback API, cast.ts) or Google's Cast sender has found one. With the host's `cast` options, in a
 * browser that can run Google's sender (Chromium-family, not iOS), the sender is loaded when the viewer
 * reaches for the button (pointer, focus or touch on it): Google is contacted only by a viewer about to cast,
 * and a page nobody casts from loads nothing — cast-sender.ts, its own chunk. A press then casts the stream
 * the player chose, which Remote Playback cannot do for MSE playback, and local playback pauses while the
 * device plays. Where Cast is absent (no options, another browser, the script blocked or offline, the
 * framework not ready, no Cast device), a press prompts Remote Playback. Failures show the §8 cast texts.
 */

import type { LoadedSourceEvent } from '../types/player';
import { promptCast, watchCastAvailability } from './cast';
import type { CastMedia, CastOptions, CastSender } from './cast-sender';
import type { MessageKey } from './messages';
import type { SkinTimers } from './policies/timers';
import type { SkinPlayer } from './skin-state';

type CastWindow = Window & { chrome?: unknown };

/** Google's sender runs in Chromium-family browsers; on iOS every browser is WebKit. */
export function castSenderSupported(win: CastWindow | undefined): boolean {
  return Boolean(win && 'chrome' in win && !/iP(hone|ad|od)/.test(win.navigator.userAgent));
}

export interface CastControl {
  /** Whether the cast button shows. */
  available(): boolean;
  /** The viewer reaches for the button: with cast options, load the sender (once). */
  reach(): void;
  press(): void;
}

export function createCastControl(deps: {
  player: SkinPlayer;
  timers: SkinTimers;
  /** Read when the viewer reaches, so a host may turn Cast on after the skin started. */
  options(): CastOptions | false | undefined;
  alert(key: MessageKey): void;
  /** `available()` changed. */
  onChange(): void;
  signal: AbortSignal;
}): CastControl {
  const { player, signal } = deps;
  let remote = false;
  let sender: CastSender | null = null;
  let senderDevices = false;
  let loading = false;
  let media: Omit<CastMedia, 'currentTime'> | null = null;

  watchCastAvailability(
    player.video,
    (available) => {
      remote = available;
      deps.onChange();
    },
    signal,
  );

  // What the player plays now, as the sender casts it; none for DRM (the default receiver has no licence).
  const onLoaded = ({ source, plan }: LoadedSourceEvent) => {
    media = plan.drm ? null : { url: plan.url, protocol: plan.protocol, live: source.kind === 'live' };
  };
  player.on('loadedsource', onLoaded);
  signal.addEventListener('abort', () => player.off('loadedsource', onLoaded), { once: true });

  function reach(): void {
    const options = deps.options();
    if (loading || !options || signal.aborted) return;
    if (!castSenderSupported(typeof window === 'undefined' ? undefined : window)) return;
    loading = true;
    import('./cast-sender')
      .then((m) =>
        m.connectCastSender({
          timers: deps.timers,
          signal,
          ...(options.receiverApplicationId ? { receiverApplicationId: options.receiverApplicationId } : {}),
          ...(options.senderUrl ? { senderUrl: options.senderUrl } : {}),
        }),
      )
      .then((connected) => {
        if (!connected || signal.aborted) return connected?.destroy();
        sender = connected;
        const unsubscribe = connected.onAvailability((devices) => {
          senderDevices = devices;
          deps.onChange();
        });
        signal.addEventListener(
          'abort',
          () => {
            unsubscribe();
            connected.destroy();
          },
          { once: true },
        );
        senderDevices = connected.available();
        deps.onChange();
      })
      // The chunk itself failed to load: Remote Playback stays.
      .catch(() => undefined);
  }

  function press(): void {
    const video = player.video;
    if (!sender || !senderDevices) {
      const sandboxed = typeof window !== 'undefined' && window.self !== window.top;
      promptCast(video, { sandboxed }).then((key) => key && deps.alert(key));
      return;
    }
    const at = video && media && !media.live ? { currentTime: video.currentTime } : {};
    sender.cast(media ? { ...media, ...at } : null).then((outcome) => {
      if (outcome === 'casting') player.pause();
      else if (outcome !== 'cancelled') deps.alert(outcome);
    });
  }

  return { available: () => remote || (sender !== null && senderDevices), reach, press };
}
