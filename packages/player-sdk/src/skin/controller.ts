/**
 * The skin's own state and behaviour, without a framework: which menu is open, whether the viewer paused,
 * zoom, the play/pause flash, the picture-in-picture panel (policies/pip-overlay.ts), the diagnostics dialog, the spoken announcement, transient alerts, whether the
 * controls show, and the viewer's intents (play/pause with §4's "no pause on live without archive", skips
 * that announce themselves). The React `<PlayerSkin>` and the `<onair-player>` element both draw this one
 * state and call these same intents, so the two skins cannot drift apart; each only renders.
 * Every delay runs on the injected timers; `attach` ties the document listeners (skin-environment.ts) to a
 * signal, and its abort cancels every pending timer too.
 */
import { PLAY_PAUSE_ANIMATION_MS } from '../constants';
import { createSkinActions, type SkinActions } from './actions';
import { type AlertItem, createAlerts } from './alerts';
import type { MessageKey } from './messages';
import { type ControlsCause, controlsHideDelay } from './policies/controls-visibility';
import { createPipOverlay } from './policies/pip-overlay';
import { createDelay, type SkinTimers } from './policies/timers';
import { type SkinPlayer, skinState } from './skin-state';
import type { Translator } from './translate';

export type { AlertItem } from './alerts';

export interface SkinUi {
  openMenu: string | null;
  /** The viewer paused (not a refused autoplay): the big play button stays away. */
  viewerPaused: boolean;
  zoomed: boolean;
  flash: 'play' | 'pause' | null;
  /** The "playing in picture-in-picture" panel shows (it outlives the window by 400 ms, §9). */
  pipPanel: boolean;
  diagnosticsOpen: boolean;
  /** The latest short change, for the aria-live region. */
  announcement: string;
  alerts: readonly AlertItem[];
  controlsVisible: boolean;
  /** The skin's root is the document's fullscreen element. */
  fullscreen: boolean;
}

export const INITIAL_SKIN_UI: SkinUi = Object.freeze({
  openMenu: null,
  viewerPaused: false,
  zoomed: false,
  flash: null,
  pipPanel: false,
  diagnosticsOpen: false,
  announcement: '',
  alerts: Object.freeze([]) as readonly AlertItem[],
  controlsVisible: true,
  fullscreen: false,
});

/** What may change while the skin lives (React props, element attributes): read at the moment of use. */
export interface SkinSettings {
  t: Translator;
  mobile: boolean;
  ios: boolean;
  onBack?: (() => void) | undefined;
  /** Keyboard focus is on a control: the controls must not hide under it. */
  focusInside(): boolean;
}

export interface SkinController {
  readonly player: SkinPlayer;
  readonly timers: SkinTimers;
  getUi(): SkinUi;
  subscribe(listener: () => void): () => void;
  settings(): SkinSettings;
  update(settings: Partial<SkinSettings>): void;
  /** Intents as buttons, keys and gestures share them (they flash, warn and announce alike). */
  readonly actions: SkinActions;
  setOpenMenu(id: string | null): void;
  openDiagnostics(): void;
  closeDiagnostics(): void;
  setZoom(zoomed: boolean): void;
  announce(text: string): void;
  alert(key: MessageKey): void;
  poke(cause: ControlsCause): void;
  hideControls(): void;
  setFullscreen(active: boolean): void;
  setViewerPaused(paused: boolean): void;
  back(): boolean;
  /** Starts what runs while the skin is shown (player subscription, control timers); the signal ends it. */
  start(signal: AbortSignal): void;
}

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
  const base = createSkinActions(player, (viewerPaused) => set({ viewerPaused }));

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

  const actions: SkinActions = {
    ...base,
    togglePlay() {
      const wasPlaying = !paused();
      // §4: live without an archive cannot be paused; say so instead of freezing the picture.
      const timeline = skinState(player.getState()).timeline;
      if (wasPlaying && timeline?.isLive && !timeline.canPause) {
        alert('warning_archive_no_pause');
        return;
      }
      base.togglePlay();
      set({ flash: wasPlaying ? 'pause' : 'play' });
      flashDelay.start(PLAY_PAUSE_ANIMATION_MS, () => set({ flash: null }));
    },
    skip(direction) {
      const done = base.skip(direction);
      if (done) set({ announcement: settings.t('announce_skip', { seconds: direction * 10 }) });
      return done;
    },
    stepVolume(direction) {
      const volume = base.stepVolume(direction);
      set({ announcement: settings.t('announce_volume', { percent: Math.round(volume * 100) }) });
      return volume;
    },
  };

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
    actions,
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
      let wasPaused = paused();
      let seenWarnings: readonly string[] = [];
      const pip = createPipOverlay({
        timers,
        // Asks the browser, which may close the window without telling the player (Safari).
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
      let pipActive = player.getState().pip.active;
      pip.update(pipActive);
      const unsubscribe = player.subscribe((state) => {
        if (state.pip.active !== pipActive) {
          pipActive = state.pip.active;
          pip.update(pipActive);
        }
        const now = !state.playing || state.paused;
        if (now !== wasPaused) {
          wasPaused = now;
          // Announce play/pause changes; pausing brings the controls back and keeps them.
          set({ announcement: settings.t(now ? 'announce_paused' : 'announce_playing') });
          poke('activity');
        }
        // Each new timeline warning shows once as a transient alert.
        const warnings = skinState(state).timeline?.warnings;
        if (warnings && warnings !== seenWarnings) {
          for (const key of warnings) if (!seenWarnings.includes(key)) alert(key as MessageKey);
          seenWarnings = warnings;
        }
      });
      poke('activity');
      signal.addEventListener(
        'abort',
        () => {
          unsubscribe();
          pip.destroy();
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
