/**
 * Why (§4 Player): the viewer's intents as the skin answers them, whichever button, key or gesture asked.
 * Play/pause flashes its icon for PLAY_PAUSE_ANIMATION_MS — or, on live without an archive, which cannot be
 * paused, says so instead of freezing the picture; a skip and a volume step are spoken for screen readers.
 * The player commands behind them are actions.ts's.
 */
import { PLAY_PAUSE_ANIMATION_MS } from '../constants';
import { createSkinActions, type SkinActions } from './actions';
import type { MessageKey } from './messages';
import type { Delay } from './policies/timers';
import { type SkinPlayer, skinState } from './skin-state';
import type { SetSkinUi, SkinSettings } from './skin-ui';

/** `flash`: the play/pause flash's delay (the controller cancels it when the skin stops). */
export function createIntents(
  player: SkinPlayer,
  flash: Delay,
  set: SetSkinUi,
  settings: () => SkinSettings,
  alert: (key: MessageKey) => void,
): SkinActions {
  const base = createSkinActions(player, (viewerPaused) => set({ viewerPaused }));
  return {
    ...base,
    togglePlay() {
      const state = player.getState();
      const wasPlaying = state.playing && !state.paused;
      // §4: live without an archive cannot be paused; say so instead of freezing the picture.
      const timeline = skinState(state).timeline;
      if (wasPlaying && timeline?.isLive && !timeline.canPause) {
        alert('warning_archive_no_pause');
        return;
      }
      base.togglePlay();
      set({ flash: wasPlaying ? 'pause' : 'play' });
      flash.start(PLAY_PAUSE_ANIMATION_MS, () => set({ flash: null }));
    },
    skip(direction) {
      const done = base.skip(direction);
      if (done) set({ announcement: settings().t('announce_skip', { seconds: direction * 10 }) });
      return done;
    },
    stepVolume(direction) {
      const volume = base.stepVolume(direction);
      set({ announcement: settings().t('announce_volume', { percent: Math.round(volume * 100) }) });
      return volume;
    },
  };
}
