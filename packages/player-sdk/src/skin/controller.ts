/**
 * The skin's own state and behaviour, without a framework: which menu is open, whether the viewer paused,
 * zoom, the play/pause flash, the picture-in-picture panel, the diagnostics dialog, the spoken announcement,
 * transient alerts, whether the controls show, and the viewer's intents. The React `<PlayerSkin>` and the
 * `<onair-player>` element both draw this one state and call these same intents, so the two skins cannot
 * drift apart; each only renders. Its pieces: the intents with their feedback (intents.ts: §4's "no pause on
 * live without archive", the flash, skips that announce themselves), what the player does told to the viewer
 * while the skin shows (player-watch.ts), the shapes (skin-ui.ts). Every delay runs on the injected timers;
 * `start` ties the player subscription to a signal, and its abort cancels every pending timer too.
 */
import { createAlerts } from './alerts';
import { createIntents } from './intents';
import type { MessageKey } from './messages';
import { watchPlayer } from './player-watch';
import { type ControlsCause, controlsHideDelay } from './policies/controls-visibility';
import { createDelay, type SkinTimers } from './policies/timers';
import type { SkinPlayer } from './skin-state';
import { INITIAL_SKIN_UI, type SkinController, type SkinSettings, type SkinUi } from './skin-ui';

export type { AlertItem } from './alerts';
export { INITIAL_SKIN_UI, type SkinController, type SkinSettings, type SkinUi } from './skin-ui';

export function createSkinController(
  player: SkinPlayer,
  timers: SkinTimers,
  initial: SkinSettings,
): SkinController {
  let settings = initial;
  let ui = INITIAL_SKIN_UI;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<SkinUi>) => {
    const next = { ...ui, ...patch };
    if ((Object.keys(patch) as (keyof SkinUi)[]).every((k) => next[k] === ui[k])) return;
    ui = next;
    for (const listener of [...listeners]) listener();
  };
  const flashDelay = createDelay(timers);
  const hideDelay = createDelay(timers);
  const alerts = createAlerts(
    timers,
    () => ui.alerts,
    (list) => set({ alerts: list }),
  );

  const paused = () => {
    const s = player.getState();
    return !s.playing || s.paused;
  };
  const alert = (key: MessageKey) => alerts.show(key);

  function poke(cause: ControlsCause): void {
    if (cause === 'activity') set({ controlsVisible: true });
    const ms = controlsHideDelay(cause, {
      mobile: settings.mobile,
      paused: paused(),
      menuOpen: ui.openMenu !== null || ui.diagnosticsOpen,
      focusInside: settings.focusInside(),
    });
    if (ms === null) {
      hideDelay.cancel();
      set({ controlsVisible: true });
      return;
    }
    hideDelay.start(ms, () => set({ controlsVisible: false }));
  }

  const controller: SkinController = {
    player,
    timers,
    getUi: () => ui,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settings: () => settings,
    update(patch) {
      settings = { ...settings, ...patch };
    },
    actions: createIntents(player, flashDelay, set, () => settings, alert),
    setOpenMenu(id) {
      set({ openMenu: id });
      poke('activity');
    },
    openDiagnostics() {
      set({ diagnosticsOpen: true });
      poke('activity');
    },
    closeDiagnostics() {
      set({ diagnosticsOpen: false });
      poke('activity');
    },
    setZoom(zoomed) {
      if (zoomed === ui.zoomed) return;
      set({ zoomed, announcement: settings.t(zoomed ? 'zoom_on' : 'zoom_off') });
    },
    announce: (announcement) => set({ announcement }),
    alert,
    poke,
    hideControls: () => set({ controlsVisible: false }),
    setFullscreen: (fullscreen) => set({ fullscreen }),
    setViewerPaused: (viewerPaused) => set({ viewerPaused }),
    back() {
      if (!settings.onBack) return false;
      settings.onBack();
      return true;
    },
    start(signal) {
      watchPlayer(controller, set, signal);
      poke('activity');
      signal.addEventListener(
        'abort',
        () => {
          flashDelay.cancel();
          hideDelay.cancel();
          alerts.clear();
        },
        { once: true },
      );
    },
  };
  return controller;
}
