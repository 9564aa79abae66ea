/**
 * Why: iOS pauses the video by itself around native fullscreen. §4: pauses within 2 s of entering are not
 * the viewer's; a 3 s block after entering keeps a bounce from exiting again at once; after exit the video
 * resumes unless the viewer really paused. Pure transitions over an injected clock.
 */
import { IOS_FULLSCREEN_EXIT_BLOCK_MS, IOS_FULLSCREEN_PAUSE_GUARD_MS } from '../../constants';

export interface IosFullscreenState {
  active: boolean;
  enteredAt: number | null;
  userPaused: boolean;
}

export const IOS_FULLSCREEN_IDLE: IosFullscreenState = { active: false, enteredAt: null, userPaused: false };

export function enterIosFullscreen(now: number): IosFullscreenState {
  return { active: true, enteredAt: now, userPaused: false };
}

/** A pause while in fullscreen counts as the viewer's only after the 2 s guard. */
export function onIosPause(state: IosFullscreenState, now: number): IosFullscreenState {
  if (!state.active || state.enteredAt === null) return state;
  if (now - state.enteredAt < IOS_FULLSCREEN_PAUSE_GUARD_MS) return state;
  return { ...state, userPaused: true };
}

export function onIosPlay(state: IosFullscreenState): IosFullscreenState {
  return state.userPaused ? { ...state, userPaused: false } : state;
}

/** Whether an exit request must be refused now (the 3 s block after entering). */
export function iosExitBlocked(state: IosFullscreenState, now: number): boolean {
  return state.active && state.enteredAt !== null && now - state.enteredAt < IOS_FULLSCREEN_EXIT_BLOCK_MS;
}

/** Leaving fullscreen: resume unless the viewer paused. */
export function exitIosFullscreen(state: IosFullscreenState): { state: IosFullscreenState; resume: boolean } {
  return { state: IOS_FULLSCREEN_IDLE, resume: state.active && !state.userPaused };
}
