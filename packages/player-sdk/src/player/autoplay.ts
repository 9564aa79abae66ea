/**
 * Why (§4 Player): a browser may refuse to start playback without a gesture of the viewer. Then the UI shows
 * its play button, which the viewer's press will start; any other refusal is the engine's to report.
 */
import type { PlayerState } from '../types/player';

/** Starts the loaded source; `active`: the load is still the current one when the browser answers. */
export function autoplay(
  video: HTMLVideoElement,
  active: () => boolean,
  set: (patch: Partial<PlayerState>) => void,
): void {
  video.play().catch((error: unknown) => {
    if (active() && (error as { name?: unknown } | null)?.name === 'NotAllowedError') {
      set({ showPlayButton: true });
    }
  });
}
