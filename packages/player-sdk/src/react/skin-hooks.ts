/**
 * The skin's time- and document-bound behaviour as hooks: the controls' hide timer, transient alerts, the
 * announcer, fullscreen on the player root, keys, page visibility and the iOS fullscreen guards. Every
 * listener hangs off an AbortController aborted on unmount; every delay runs on the injected timers.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from './messages';
import { type ControlsCause, controlsHideDelay } from './policies/controls-visibility';
import {
  enterIosFullscreen,
  exitIosFullscreen,
  IOS_FULLSCREEN_IDLE,
  iosExitBlocked,
  onIosPause,
  onIosPlay,
} from './policies/ios-fullscreen';
import { onVisibility } from './policies/page-visibility';
import { createDelay, type SkinTimers } from './policies/timers';
import type { SkinPlayer } from './skin-state';

/** §9 (catalogue): an alert stays 3000 ms by default. */
export const ALERT_DEFAULT_DELAY_MS = 3000;

export function useControlsVisibility(
  timers: SkinTimers,
  context: {
    mobile: boolean;
    paused: boolean;
    menuOpen: boolean;
    focusInside: () => boolean;
  },
) {
  const [visible, setVisible] = useState(true);
  const delay = useRef(createDelay(timers));
  const ctx = useRef(context);
  ctx.current = context;

  const poke = useCallback((cause: ControlsCause) => {
    if (cause === 'activity') setVisible(true);
    const c = ctx.current;
    const ms = controlsHideDelay(cause, { ...c, focusInside: c.focusInside() });
    if (ms === null) {
      delay.current.cancel();
      setVisible(true);
      return;
    }
    delay.current.start(ms, () => setVisible(false));
  }, []);

  // Pausing or opening a menu brings the controls back and keeps them; resuming restarts the 5 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these two are the triggers; poke reads them through the ref.
  useEffect(() => {
    poke('activity');
  }, [context.paused, context.menuOpen, poke]);
  useEffect(() => () => delay.current.cancel(), []);

  return { visible, poke, hide: () => setVisible(false) };
}

export interface AlertItem {
  id: number;
  key: MessageKey;
}

export function useAlerts(timers: SkinTimers) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const next = useRef(1);
  const handles = useRef(new Set<unknown>());
  useEffect(() => {
    const pending = handles.current;
    return () => {
      for (const h of pending) timers.clearTimeout(h);
      pending.clear();
    };
  }, [timers]);
  const alert = useCallback(
    (key: MessageKey) => {
      const id = next.current++;
      setAlerts((list) => [...list.filter((a) => a.key !== key), { id, key }]);
      const handle = timers.setTimeout(() => {
        handles.current.delete(handle);
        setAlerts((list) => list.filter((a) => a.id !== id));
      }, ALERT_DEFAULT_DELAY_MS);
      handles.current.add(handle);
    },
    [timers],
  );
  return { alerts, alert };
}

/** Fullscreen goes on the player root so the skin stays visible; iOS (no element fullscreen) uses the core. */
export function useRootFullscreen(root: HTMLElement | null, player: SkinPlayer | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!root) return;
    const controller = new AbortController();
    const doc = root.ownerDocument;
    const update = () => setActive(doc.fullscreenElement === root);
    doc.addEventListener('fullscreenchange', update, { signal: controller.signal });
    update();
    return () => controller.abort();
  }, [root]);
  const toggle = useCallback(() => {
    if (!root) return;
    const doc = root.ownerDocument;
    if (doc.fullscreenElement === root) {
      doc.exitFullscreen().catch(() => {});
    } else if (doc.fullscreenEnabled && typeof root.requestFullscreen === 'function') {
      root.requestFullscreen().catch(() => {});
    } else {
      player?.toggleFullscreen().catch(() => {});
    }
  }, [root, player]);
  return { active: active || Boolean(player?.getState().fullscreen.active), toggle };
}

/** §4: on mobile a hidden page pauses and a shown page resumes what it paused; hiding resets zoom. */
export function usePageVisibility(player: SkinPlayer | null, mobile: boolean, resetZoom: () => void) {
  useEffect(() => {
    if (!player || typeof document === 'undefined') return;
    const controller = new AbortController();
    let memory = { pausedByPage: false };
    document.addEventListener(
      'visibilitychange',
      () => {
        const state = player.getState();
        const result = onVisibility(memory, {
          hidden: document.visibilityState === 'hidden',
          mobile,
          playing: state.playing && !state.paused,
        });
        memory = result.memory;
        if (result.resetZoom) resetZoom();
        if (result.action === 'pause') player.pause();
        if (result.action === 'play') player.play().catch(() => {});
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [player, mobile, resetZoom]);
}

/** §4 iOS native fullscreen: early pauses are not the viewer's, exit is blocked 3 s, resume after exit. */
export function useIosFullscreenGuards(
  player: SkinPlayer | null,
  ios: boolean,
  timers: SkinTimers,
  onViewerPause: (paused: boolean) => void,
) {
  useEffect(() => {
    const video = player?.video;
    if (!ios || !player || !video) return;
    const controller = new AbortController();
    const { signal } = controller;
    let state = IOS_FULLSCREEN_IDLE;
    video.addEventListener('webkitbeginfullscreen', () => (state = enterIosFullscreen(timers.now())), {
      signal,
    });
    video.addEventListener(
      'webkitendfullscreen',
      () => {
        if (iosExitBlocked(state, timers.now())) {
          // A bounce right after entering: go back in and keep watching.
          (video as HTMLVideoElement & { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.();
          return;
        }
        const result = exitIosFullscreen(state);
        state = result.state;
        if (result.resume) player.play().catch(() => {});
      },
      { signal },
    );
    video.addEventListener(
      'pause',
      () => {
        const before = state.userPaused;
        state = onIosPause(state, timers.now());
        if (state.userPaused && !before) onViewerPause(true);
      },
      { signal },
    );
    video.addEventListener('play', () => (state = onIosPlay(state)), { signal });
    return () => controller.abort();
  }, [player, ios, timers, onViewerPause]);
}
