/**
 * The whole skin of `<onair-player>`, drawn into its shadow root from the same framework-free modules the
 * React `<PlayerSkin>` draws (../skin/): one skin controller for the skin's own state, keys, gestures and
 * timers; the control bar, progress bar, overlays and diagnostics as native elements updated in place. A
 * change of the player's state or the controller's is drawn once per microtask, however many arrived.
 */
import { createCastControl } from '../skin/cast-control';
import { type ControlBarProps, controlBar } from '../skin/control-bar';
import { createSkinController, type SkinController } from '../skin/controller';
import { attachSkinEnvironment, toggleRootFullscreen } from '../skin/environment';
import { browserTimers, type SkinTimers } from '../skin/policies/timers';
import { progressView } from '../skin/progress';
import { type SkinPlayer, skinState } from '../skin/skin-state';
import { attachSurface } from '../skin/surface';
import type { Translator } from '../skin/translate';
import { createControlBar } from './control-bar-view';
import { openDiagnosticsDialog } from './dialog-view';
import { h, icon, setAttr, setText } from './dom';
import { createOverlays } from './overlays-view';
import { createProgress } from './progress-view';

export interface SkinViewSettings {
  t: Translator;
  /** Show the back button (Escape goes back too); the element tells its page with a `back` event. */
  onBack?: (() => void) | undefined;
  bar: ControlBarProps;
}

export interface SkinViewOptions {
  /** Where keys are heard and what goes fullscreen: the element itself. */
  root: HTMLElement;
  /** The skin's layer in the shadow root, emptied and filled here. */
  layer: HTMLElement;
  player: SkinPlayer;
  settings(): SkinViewSettings;
  timers?: SkinTimers;
  mobile?: boolean;
  ios?: boolean;
}

const coarsePointer = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
const iosAgent = () => typeof navigator !== 'undefined' && /iP(hone|ad|od)/.test(navigator.userAgent);

export interface SkinView {
  controller: SkinController;
  /** Draws again (settings changed: language, episodes, back button). */
  render(): void;
  toggleFullscreen(): void;
}

export function mountSkin(options: SkinViewOptions, signal: AbortSignal): SkinView {
  const { root, layer, player } = options;
  const settings = options.settings;
  const mobile = options.mobile ?? coarsePointer();
  const controller = createSkinController(player, options.timers ?? browserTimers, {
    t: settings().t,
    mobile,
    ios: options.ios ?? iosAgent(),
    onBack: settings().onBack,
    focusInside: () => Boolean(layer.querySelector('.onair-skin__chrome :focus-visible')),
  });
  const toggleFullscreen = () => toggleRootFullscreen(controller, root);

  const surface = h('div', { class: 'onair-skin__surface', 'aria-hidden': 'true' });
  const backButton = h('button', { type: 'button', part: 'button back-button' }, icon('arrowBack'));
  const top = h('div', { class: 'onair-skin__top' }, backButton);
  backButton.addEventListener('click', () => controller.back(), { signal });
  const overlays = createOverlays({ controller, onNextEpisode: () => settings().bar.onNextEpisode }, signal);
  const progress = createProgress({ controller, mobile: () => mobile }, signal);
  // Drawn once per microtask; declared before the parts that ask for a draw as they are made.
  let pending = false;
  const render = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(draw);
  };
  const cast = createCastControl({
    player,
    timers: controller.timers,
    options: () => settings().bar.cast,
    alert: controller.alert,
    onChange: () => render(),
    signal,
  });
  const bar = createControlBar({ controller, host: () => settings().bar, toggleFullscreen, cast }, signal);
  const chrome = h('fieldset', { class: 'onair-skin__chrome', part: 'chrome' }, progress.el, bar.el);
  const live = h('div', { class: 'onair-skin__sr', 'aria-live': 'polite' });
  layer.replaceChildren(surface, top, ...overlays.nodes, chrome, overlays.alerts, live);

  let closeDialog: (() => void) | null = null;

  function draw(): void {
    pending = false;
    if (signal.aborted) return;
    const { t, onBack, bar: host } = settings();
    controller.update({ t, onBack });
    const state = player.getState();
    const ui = controller.getUi();
    layer.classList.toggle('onair-skin--hidden', !ui.controlsVisible && ui.openMenu === null);
    layer.classList.toggle('onair-skin--zoomed', ui.zoomed);
    top.hidden = !onBack;
    setAttr(backButton, 'aria-label', t('go_back'));
    setAttr(chrome, 'aria-label', t('controls'));
    overlays.update(state, t);
    // A VAST roll or an HLS interstitial: the bar shows the film, not the break, so it steps aside.
    const inAd = skinState(state).ad?.active === true || Boolean(state.interstitial);
    progress.update(inAd ? null : progressView(state), state, t);
    bar.update(controlBar(state, { t, fullscreen: ui.fullscreen, castable: cast.available(), host }));
    setText(live, ui.announcement);
    const diagnostics = state.diagnostics;
    if (ui.diagnosticsOpen && diagnostics && !closeDialog) {
      closeDialog = openDiagnosticsDialog(layer, diagnostics, t, controller);
    } else if ((!ui.diagnosticsOpen || !diagnostics) && closeDialog) {
      closeDialog();
      closeDialog = null;
    }
  }

  const unsubscribePlayer = player.subscribe(render);
  const unsubscribeUi = controller.subscribe(render);
  signal.addEventListener(
    'abort',
    () => {
      unsubscribePlayer();
      unsubscribeUi();
      closeDialog?.();
    },
    { once: true },
  );
  controller.start(signal);
  attachSkinEnvironment(controller, { root, own: layer }, signal);
  attachSurface(controller, surface, root, signal);
  draw();
  return { controller, render, toggleFullscreen };
}
