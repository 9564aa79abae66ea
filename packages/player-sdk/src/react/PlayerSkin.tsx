/**
 * `<PlayerSkin>`: the OnAir controls over a `<Player>`'s video. Put it inside `<Player>`; it reads the
 * player through context, draws every state the core publishes (and the optional timeline/ad slices of
 * skin-state.ts), and turns keys, taps, pinches and clicks into commands. Text goes through `t`, timing
 * through `timers`, so hosts translate it and tests drive it with fake time.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PLAY_PAUSE_ANIMATION_MS } from '../constants';
import { AdOverlay } from './AdOverlay';
import { createSkinActions } from './actions';
import { ControlBar, type ControlBarProps } from './ControlBar';
import { DiagnosticsModal } from './DiagnosticsModal';
import { usePlayer, usePlayerState } from './hooks';
import { Icon } from './icons';
import { ProgressBar } from './ProgressBar';
import { keyAction } from './policies/keyboard';
import { browserTimers, createDelay, type SkinTimers } from './policies/timers';
import { SkinSurface } from './SkinSurface';
import { StatusOverlays } from './StatusOverlays';
import { SkinContext, type SkinContextValue } from './skin-context';
import {
  useAlerts,
  useControlsVisibility,
  useIosFullscreenGuards,
  usePageVisibility,
  useRootFullscreen,
} from './skin-hooks';
import { type SkinPlayer, skinState } from './skin-state';
import { injectSkinStyles } from './styles';
import { createTranslator, type Translator, TranslatorContext } from './translate';

export interface PlayerSkinProps extends ControlBarProps {
  /** A host translator (e.g. i18next's `t`); keys it does not know fall back to the built-in text. */
  t?: Translator;
  /** Built-in text language: 'en' (default) or 'ru'. */
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

export function PlayerSkin(props: PlayerSkinProps) {
  const player = usePlayer() as SkinPlayer | null;
  const timers = props.timers ?? browserTimers;
  const t = useMemo(() => createTranslator(props.language, props.t), [props.language, props.t]);
  const ownRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [env, setEnv] = useState({ mobile: props.mobile ?? false, ios: props.ios ?? false });
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [viewerPaused, setViewerPaused] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [flash, setFlash] = useState<'play' | 'pause' | null>(null);
  const [diagnosticsOpen, setDiagnosticsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const flashDelay = useRef(createDelay(timers));
  const paused = usePlayerState((s) => !s.playing || s.paused);
  const diagnostics = usePlayerState((s) => s.diagnostics);
  const warnings = usePlayerState((s) => skinState(s).timeline?.warnings ?? null);
  // A VAST roll or an HLS interstitial: the bar shows the film, not the break, so it steps aside.
  const inAd = usePlayerState((s) => skinState(s).ad?.active === true || Boolean(s.interstitial));
  const { alerts, alert } = useAlerts(timers);

  useEffect(() => {
    const own = ownRef.current;
    if (!own) return;
    if (props.injectStyles !== false) injectSkinStyles(own.ownerDocument);
    const found = own.closest<HTMLElement>('.onair-react-player') ?? own;
    // Focusable by script (not by Tab), so keys work after a click on the picture.
    if (!found.hasAttribute('tabindex')) found.tabIndex = -1;
    setRoot(found);
    setEnv({ mobile: props.mobile ?? detectMobile(), ios: props.ios ?? detectIos() });
  }, [props.injectStyles, props.mobile, props.ios]);

  useEffect(() => () => flashDelay.current.cancel(), []);

  const onViewerPause = useCallback((p: boolean) => setViewerPaused(p), []);
  const actions = useMemo(
    () => (player ? createSkinActions(player, onViewerPause) : null),
    [player, onViewerPause],
  );
  const fullscreen = useRootFullscreen(root, player);
  const controls = useControlsVisibility(timers, {
    mobile: env.mobile,
    paused,
    menuOpen: openMenu !== null || diagnosticsOpen,
    focusInside: () => Boolean(ownRef.current?.querySelector('.onair-skin__chrome :focus-visible')),
  });
  const resetZoom = useCallback(() => setZoomed(false), []);
  usePageVisibility(player, env.mobile, resetZoom);
  useIosFullscreenGuards(player, env.ios, timers, onViewerPause);

  // Announce play/pause changes; a refused autoplay stays quiet (the big button says it).
  const lastPaused = useRef(paused);
  useEffect(() => {
    if (lastPaused.current === paused) return;
    lastPaused.current = paused;
    setAnnouncement(t(paused ? 'announce_paused' : 'announce_playing'));
  }, [paused, t]);

  // Each new timeline warning shows once as a transient alert.
  const seenWarnings = useRef<readonly string[]>([]);
  useEffect(() => {
    if (!warnings) return;
    for (const key of warnings) if (!seenWarnings.current.includes(key)) alert(key);
    seenWarnings.current = warnings;
  }, [warnings, alert]);

  const togglePlay = useCallback(() => {
    if (!actions || !player) return;
    const wasPlaying = !paused;
    // §4: live without an archive cannot be paused; say so instead of freezing the picture.
    const timeline = skinState(player.getState()).timeline;
    if (wasPlaying && timeline?.isLive && !timeline.canPause) {
      alert('warning_archive_no_pause');
      return;
    }
    actions.togglePlay();
    setFlash(wasPlaying ? 'pause' : 'play');
    flashDelay.current.start(PLAY_PAUSE_ANIMATION_MS, () => setFlash(null));
  }, [actions, player, paused, alert]);

  const skip = useCallback(
    (direction: -1 | 1) => {
      if (actions?.skip(direction)) setAnnouncement(t('announce_skip', { seconds: direction * 10 }));
    },
    [actions, t],
  );

  const { onBack } = props;
  useEffect(() => {
    if (!root || !actions) return;
    const controller = new AbortController();
    root.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as HTMLElement | null;
        const action = keyAction({
          key: event.key,
          targetTag: target?.tagName,
          targetType: target?.getAttribute('type') ?? target?.getAttribute('role'),
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
        });
        controls.poke('activity');
        if (!action) return;
        if (action.type === 'back') {
          if (!onBack) return;
          onBack();
        } else if (action.type === 'togglePlay') togglePlay();
        else if (action.type === 'fullscreen') fullscreen.toggle();
        else if (action.type === 'skip') skip(action.direction);
        else {
          const volume = actions.stepVolume(action.direction);
          setAnnouncement(t('announce_volume', { percent: Math.round(volume * 100) }));
        }
        event.preventDefault();
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [root, actions, togglePlay, skip, fullscreen.toggle, controls.poke, onBack, t]);

  // Mouse movement and focus show the controls; the mouse leaving hides them sooner (§4).
  useEffect(() => {
    const own = ownRef.current;
    if (!own) return;
    const controller = new AbortController();
    const { signal } = controller;
    own.addEventListener('pointermove', (e) => e.pointerType === 'mouse' && controls.poke('activity'), {
      signal,
    });
    own.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && controls.poke('leave'), {
      signal,
    });
    own.addEventListener('focusin', () => controls.poke('activity'), { signal });
    return () => controller.abort();
  }, [controls.poke]);

  const context: SkinContextValue = {
    player,
    // Buttons go through the same paths as keys, so they flash and announce alike.
    actions: actions
      ? {
          ...actions,
          togglePlay,
          skip: (direction) => {
            skip(direction);
            return true;
          },
        }
      : null,
    timers,
    mobile: env.mobile,
    fullscreen: fullscreen.active,
    toggleFullscreen: fullscreen.toggle,
    openMenu,
    setOpenMenu,
    announce: setAnnouncement,
    alert,
    openDiagnostics: () => setDiagnosticsOpen(true),
  };

  const hidden = !controls.visible && openMenu === null;
  return (
    <TranslatorContext.Provider value={t}>
      <SkinContext.Provider value={context}>
        <div
          ref={ownRef}
          className={`onair-skin${hidden ? ' onair-skin--hidden' : ''}${zoomed ? ' onair-skin--zoomed' : ''}`}
        >
          <SkinSurface
            mobile={env.mobile}
            zoomed={zoomed}
            controlsVisible={controls.visible}
            onZoom={(z) => {
              setZoomed(z);
              setAnnouncement(t(z ? 'zoom_on' : 'zoom_off'));
            }}
            onTogglePlay={() => {
              root?.focus({ preventScroll: true });
              togglePlay();
            }}
            onSkip={skip}
            onActivity={controls.poke}
            onHideControls={controls.hide}
          />
          {props.onBack && (
            <div className="onair-skin__top">
              <button type="button" aria-label={t('go_back')} onClick={props.onBack}>
                <Icon name="arrowBack" />
              </button>
            </div>
          )}
          <StatusOverlays viewerPaused={viewerPaused} flash={flash} />
          <AdOverlay {...(props.onNextEpisode ? { onNextEpisode: props.onNextEpisode } : {})} />
          <fieldset className="onair-skin__chrome" aria-label={t('controls')}>
            {!inAd && <ProgressBar />}
            <ControlBar {...props} />
          </fieldset>
          <div className="onair-skin__alerts">
            {alerts.map((a) => (
              <div key={a.id} className="onair-skin__alert" role="alert">
                {t(a.key)}
              </div>
            ))}
          </div>
          {diagnosticsOpen && diagnostics && (
            <DiagnosticsModal diagnostics={diagnostics} onClose={() => setDiagnosticsOpen(false)} />
          )}
          <div className="onair-skin__sr" aria-live="polite">
            {announcement}
          </div>
        </div>
      </SkinContext.Provider>
    </TranslatorContext.Provider>
  );
}
