/**
 * Why: the player's `<video>` starts at the viewer's stored volume and mute (or the page's `muted`), and the
 * state starts from the same values and says at once whether fullscreen is offered, so the first render of any
 * skin shows what the element will do.
 */
import { DEFAULT_VOLUME } from '../constants';
import type { PlayerPreferences } from '../storage/preferences';
import type { PlayerOptions, PlayerState } from '../types/player';
import { type MountedVideo, mountVideo } from './dom';
import { initialState } from './initial-state';
import { fullscreenAvailable } from './screen-modes';
import { createStore, type Store } from './store';

export function mountPlayerMedia(
  options: PlayerOptions,
  prefs: PlayerPreferences,
): { mounted: MountedVideo; store: Store<PlayerState> } {
  const mounted = mountVideo(options.container, options.className);
  const { video, wrapper } = mounted;
  const muted = options.muted ?? prefs.muted() ?? false;
  const volume = prefs.volume() ?? DEFAULT_VOLUME / 100;
  video.volume = volume;
  video.muted = muted;
  const store = createStore<PlayerState>(initialState(volume, muted));
  store.set({ fullscreen: { available: fullscreenAvailable(wrapper, video), active: false } });
  return { mounted, store };
}
