/**
 * Why: while the skin is shown, what the player does is told to the viewer. Play and pause are announced for
 * screen readers, and a pause brings the controls back and keeps them; each new timeline warning shows once as
 * a transient alert; the picture-in-picture panel follows the window (policies/pip-overlay.ts), asking the
 * browser, which may close the window without telling the player (Safari). The signal ends all of it.
 */
import type { MessageKey } from './messages';
import { createPipOverlay } from './policies/pip-overlay';
import { skinState } from './skin-state';
import type { SetSkinUi, SkinController } from './skin-ui';

export function watchPlayer(controller: SkinController, set: SetSkinUi, signal: AbortSignal): void {
  const { player } = controller;
  const initial = player.getState();
  let wasPaused = !initial.playing || initial.paused;
  let seenWarnings: readonly string[] = [];
  const pip = createPipOverlay({
    timers: controller.timers,
    inPip: () => {
      const video = player.video as (HTMLVideoElement & { webkitPresentationMode?: string }) | null;
      if (!video) return player.getState().pip.active;
      return (
        video.ownerDocument.pictureInPictureElement === video ||
        video.webkitPresentationMode === 'picture-in-picture'
      );
    },
    onChange: (pipPanel) => set({ pipPanel }),
  });
  let pipActive = initial.pip.active;
  pip.update(pipActive);
  const unsubscribe = player.subscribe((state) => {
    if (state.pip.active !== pipActive) {
      pipActive = state.pip.active;
      pip.update(pipActive);
    }
    const paused = !state.playing || state.paused;
    if (paused !== wasPaused) {
      wasPaused = paused;
      set({ announcement: controller.settings().t(paused ? 'announce_paused' : 'announce_playing') });
      controller.poke('activity');
    }
    const warnings = skinState(state).timeline?.warnings;
    if (warnings && warnings !== seenWarnings) {
      for (const key of warnings) if (!seenWarnings.includes(key)) controller.alert(key as MessageKey);
      seenWarnings = warnings;
    }
  });
  signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      pip.destroy();
    },
    { once: true },
  );
}
