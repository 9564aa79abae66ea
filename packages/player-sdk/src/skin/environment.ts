/**
 * What ties the skin to the page, for both skins alike: §2 keys on the player root, mouse movement and focus
 * showing the controls, fullscreen on the player root (so the skin stays visible; iOS, which has no element
 * fullscreen, uses the core's), §4 page visibility on mobile and the iOS native-fullscreen guards. Every
 * listener hangs off the signal; the decisions are the pure policies beside this file.
 */
import type { SkinController } from './controller';
import {
  enterIosFullscreen,
  exitIosFullscreen,
  IOS_FULLSCREEN_IDLE,
  iosExitBlocked,
  onIosPause,
  onIosPlay,
} from './policies/ios-fullscreen';
import { keyAction } from './policies/keyboard';
import { onVisibility } from './policies/page-visibility';

export interface SkinElements {
  /** Where keys are heard and what goes fullscreen: the player's outer element. */
  root: HTMLElement;
  /** The skin's own layer: mouse movement and focus inside it show the controls. */
  own: HTMLElement;
}

/** Toggles fullscreen on the root; iOS (no element fullscreen) falls back to the core's video fullscreen. */
export function toggleRootFullscreen(controller: SkinController, root: HTMLElement): void {
  const doc = root.ownerDocument;
  if (doc.fullscreenElement === root) {
    doc.exitFullscreen().catch(() => {});
  } else if (doc.fullscreenEnabled && typeof root.requestFullscreen === 'function') {
    root.requestFullscreen().catch(() => {});
  } else {
    controller.player.toggleFullscreen().catch(() => {});
  }
}

export function attachSkinEnvironment(
  controller: SkinController,
  { root, own }: SkinElements,
  signal: AbortSignal,
): void {
  const { player, actions } = controller;
  const doc = root.ownerDocument;
  const listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) =>
    target.addEventListener(type, handler as EventListener, { signal });

  // Focusable by script (not by Tab), so keys work after a click on the picture.
  if (!root.hasAttribute('tabindex')) root.tabIndex = -1;

  listen<KeyboardEvent>(root, 'keydown', (event) => {
    // Inside a shadow root the event's target is the host; the element under focus is the first in its path.
    const target = (event.composedPath()[0] ?? event.target) as HTMLElement | null;
    const action = keyAction({
      key: event.key,
      targetTag: target?.tagName,
      targetType: target?.getAttribute?.('type') ?? target?.getAttribute?.('role'),
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
    });
    controller.poke('activity');
    if (!action) return;
    if (action.type === 'back') {
      if (!controller.back()) return;
    } else if (action.type === 'togglePlay') actions.togglePlay();
    else if (action.type === 'fullscreen') toggleRootFullscreen(controller, root);
    else if (action.type === 'skip') actions.skip(action.direction);
    else actions.stepVolume(action.direction);
    event.preventDefault();
  });

  // Mouse movement and focus show the controls; the mouse leaving hides them sooner (§4).
  listen<PointerEvent>(own, 'pointermove', (e) => e.pointerType === 'mouse' && controller.poke('activity'));
  listen<PointerEvent>(own, 'pointerleave', (e) => e.pointerType === 'mouse' && controller.poke('leave'));
  listen(own, 'focusin', () => controller.poke('activity'));

  const fullscreen = () => controller.setFullscreen(doc.fullscreenElement === root);
  listen(doc, 'fullscreenchange', fullscreen);
  fullscreen();

  // §4: on mobile a hidden page pauses and a shown page resumes what it paused; hiding resets zoom.
  let memory = { pausedByPage: false };
  listen(doc, 'visibilitychange', () => {
    const state = player.getState();
    const result = onVisibility(memory, {
      hidden: doc.visibilityState === 'hidden',
      mobile: controller.settings().mobile,
      playing: state.playing && !state.paused,
    });
    memory = result.memory;
    if (result.resetZoom) controller.setZoom(false);
    if (result.action === 'pause') player.pause();
    if (result.action === 'play') player.play().catch(() => {});
  });

  attachIosGuards(controller, signal);
}

/** §4 iOS native fullscreen: early pauses are not the viewer's, exit is blocked 3 s, resume after exit. */
function attachIosGuards(controller: SkinController, signal: AbortSignal): void {
  const { player, timers } = controller;
  const video = player.video;
  if (!controller.settings().ios || !video) return;
  let state = IOS_FULLSCREEN_IDLE;
  const listen = (type: string, handler: () => void) => video.addEventListener(type, handler, { signal });
  listen('webkitbeginfullscreen', () => {
    state = enterIosFullscreen(timers.now());
  });
  listen('webkitendfullscreen', () => {
    if (iosExitBlocked(state, timers.now())) {
      // A bounce right after entering: go back in and keep watching.
      (video as HTMLVideoElement & { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.();
      return;
    }
    const result = exitIosFullscreen(state);
    state = result.state;
    if (result.resume) player.play().catch(() => {});
  });
  listen('pause', () => {
    const before = state.userPaused;
    state = onIosPause(state, timers.now());
    // A pause after the guard is the viewer's: the big play button must not offer itself.
    if (state.userPaused && !before) controller.setViewerPaused(true);
  });
  listen('play', () => {
    state = onIosPlay(state);
  });
}
