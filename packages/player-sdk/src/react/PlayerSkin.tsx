/**
 * `<PlayerSkin>`: the OnAir controls over a `<Player>`'s video. Put it inside `<Player>`; it reads the
 * player through context and draws every state the core publishes. Its behaviour — the skin's own state,
 * keys, gestures, timers, menus, timeline maths and ad rules — lives in framework-free modules (../skin/)
 * that the `<onair-player>` element draws too; this file and its parts only render them as React elements.
 * Text goes through `t`, timing through `timers`, so hosts translate it and tests drive it with fake time.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ControlBarProps } from '../skin/control-bar';
import {
  createSkinController,
  INITIAL_SKIN_UI,
  type SkinController,
  type SkinSettings,
} from '../skin/controller';
import { attachSkinEnvironment, toggleRootFullscreen } from '../skin/environment';
import { createTranslator } from '../skin/messages-all';
import { browserTimers, type SkinTimers } from '../skin/policies/timers';
import { type SkinPlayer, skinState } from '../skin/skin-state';
import { injectSkinStyles } from '../skin/styles';
import { attachSurface } from '../skin/surface';
import type { Translator } from '../skin/translate';
import { AdOverlay } from './AdOverlay';
import { ControlBar } from './ControlBar';
import { DiagnosticsModal } from './DiagnosticsModal';
import { usePlayer, usePlayerState } from './hooks';
import { Icon } from './Icon';
import { ProgressBar } from './ProgressBar';
import { StatusOverlays } from './StatusOverlays';
import { SkinContext, type SkinContextValue } from './skin-context';
import { TranslatorContext } from './translate-context';

export interface PlayerSkinProps extends ControlBarProps {
  /** A host translator (e.g. i18next's `t`); keys it does not know fall back to the built-in text. */
  t?: Translator;
  /** Built-in text language: 'en' (default), 'ru', 'uz' or 'kk' (any tag: 'ru-RU', 'kk-KZ'…). */
  language?: string;
  timers?: SkinTimers;
  /** Touch layout and mobile timings; default: a coarse pointer. */
  mobile?: boolean;
  /** iOS fullscreen guards; default: detected from the user agent. */
  ios?: boolean;
  /** The back button and Escape (channel page). */
  onBack?(): void;
  /** Set false when the host injects `SKIN_CSS` itself. */
  injectStyles?: boolean;
}

function detectMobile(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

function detectIos(): boolean {
  return typeof navigator !== 'undefined' && /iP(hone|ad|od)/.test(navigator.userAgent);
}

const noSubscribe = () => () => {};

export function PlayerSkin(props: PlayerSkinProps) {
  const player = usePlayer() as SkinPlayer | null;
  const timers = props.timers ?? browserTimers;
  const t = useMemo(() => createTranslator(props.language, props.t), [props.language, props.t]);
  const ownRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [env, setEnv] = useState({ mobile: props.mobile ?? false, ios: props.ios ?? false });
  const diagnostics = usePlayerState((s) => s.diagnostics);
  // A VAST roll or an HLS interstitial: the bar shows the film, not the break, so it steps aside.
  const inAd = usePlayerState((s) => skinState(s).ad?.active === true || Boolean(s.interstitial));

  const settings: SkinSettings = {
    t,
    mobile: env.mobile,
    ios: env.ios,
    onBack: props.onBack,
    focusInside: () => Boolean(ownRef.current?.querySelector('.onair-skin__chrome :focus-visible')),
  };
  const latest = useRef(settings);
  latest.current = settings;
  // A new player (or timers) is a new controller; the settings reach it through `update` after each render.
  const controller = useMemo<SkinController | null>(
    () => (player ? createSkinController(player, timers, latest.current) : null),
    [player, timers],
  );
  useEffect(() => {
    controller?.update(latest.current);
  });
  const ui = useSyncExternalStore(
    controller ? controller.subscribe : noSubscribe,
    () => controller?.getUi() ?? INITIAL_SKIN_UI,
    () => INITIAL_SKIN_UI,
  );

  useEffect(() => {
    const own = ownRef.current;
    if (!own) return;
    if (props.injectStyles !== false) injectSkinStyles(own.ownerDocument);
    setRoot(own.closest<HTMLElement>('.onair-react-player') ?? own);
    setEnv({ mobile: props.mobile ?? detectMobile(), ios: props.ios ?? detectIos() });
  }, [props.injectStyles, props.mobile, props.ios]);

  // Whether the iOS guards attach is read when the environment attaches: a change re-attaches it.
  const iosGuards = env.ios;
  useEffect(() => {
    const own = ownRef.current;
    const surface = surfaceRef.current;
    if (!controller || !root || !own || !surface) return;
    const lifetime = new AbortController();
    controller.update({ ios: iosGuards });
    controller.start(lifetime.signal);
    attachSkinEnvironment(controller, { root, own }, lifetime.signal);
    attachSurface(controller, surface, root, lifetime.signal);
    return () => lifetime.abort();
  }, [controller, root, iosGuards]);

  const context: SkinContextValue = {
    controller,
    ui,
    mobile: env.mobile,
    toggleFullscreen: () => controller && root && toggleRootFullscreen(controller, root),
    host: props,
  };

  const hidden = !ui.controlsVisible && ui.openMenu === null;
  return (
    <TranslatorContext.Provider value={t}>
      <SkinContext.Provider value={context}>
        <div
          ref={ownRef}
          className={`onair-skin${hidden ? ' onair-skin--hidden' : ''}${ui.zoomed ? ' onair-skin--zoomed' : ''}`}
        >
          <div ref={surfaceRef} className="onair-skin__surface" aria-hidden="true" />
          {props.onBack && (
            <div className="onair-skin__top">
              <button type="button" aria-label={t('go_back')} onClick={props.onBack}>
                <Icon name="arrowBack" />
              </button>
            </div>
          )}
          <StatusOverlays />
          <AdOverlay />
          <fieldset className="onair-skin__chrome" aria-label={t('controls')}>
            {!inAd && <ProgressBar />}
            <ControlBar />
          </fieldset>
          <div className="onair-skin__alerts">
            {ui.alerts.map((a) => (
              <div
                key={a.id}
                className="onair-skin__alert"
                role="alert"
                data-leaving={a.leaving ? '' : undefined}
              >
                {t(a.key)}
              </div>
            ))}
          </div>
          {ui.diagnosticsOpen && diagnostics && (
            <DiagnosticsModal diagnostics={diagnostics} onClose={() => controller?.closeDiagnostics()} />
          )}
          <div className="onair-skin__sr" aria-live="polite">
            {ui.announcement}
          </div>
        </div>
      </SkinContext.Provider>
    </TranslatorContext.Provider>
  );
}
