/**
 * Why: on mobile a hidden page must not keep playing (§4), and coming back resumes only what the page
 * itself paused, never a video the viewer had paused. Hiding also resets the channel zoom.
 */
export interface VisibilityMemory {
  /** The page paused playback when it was hidden. */
  pausedByPage: boolean;
}

export type VisibilityAction = 'pause' | 'play' | null;

export function onVisibility(
  memory: VisibilityMemory,
  input: { hidden: boolean; mobile: boolean; playing: boolean },
): { memory: VisibilityMemory; action: VisibilityAction; resetZoom: boolean } {
  if (!input.mobile) return { memory, action: null, resetZoom: false };
  if (input.hidden) {
    return input.playing
      ? { memory: { pausedByPage: true }, action: 'pause', resetZoom: true }
      : { memory: { pausedByPage: false }, action: null, resetZoom: true };
  }
  return {
    memory: { pausedByPage: false },
    action: memory.pausedByPage ? 'play' : null,
    resetZoom: false,
  };
}
