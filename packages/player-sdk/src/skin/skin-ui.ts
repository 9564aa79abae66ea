/**
 * The skin controller's shapes (controller.ts builds it): the skin's own state, what may change while it lives,
 * and what the React `<PlayerSkin>` and the `<onair-player>` element call. Apart from the implementation so the
 * controller's pieces (intents.ts, player-watch.ts) can name them without importing the controller.
 */
import type { SkinActions } from './actions';
import type { AlertItem } from './alerts';
import type { MessageKey } from './messages';
import type { ControlsCause } from './policies/controls-visibility';
import type { SkinTimers } from './policies/timers';
import type { SkinPlayer } from './skin-state';
import type { Translator } from './translate';

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

/** Sets part of the skin's state; a patch that changes nothing notifies nobody. */
export type SetSkinUi = (patch: Partial<SkinUi>) => void;
