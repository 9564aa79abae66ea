/**
 * The progress bar's arithmetic, for both skins. VOD: media time with the buffered part. Live/archive: the TV
 * bar over the programme (start to end), the aired part up to the live edge, the playable range and a go-to-live
 * button, from `state.timeline.bar`. Each is one native range input with `aria-valuetext` in clock time; a
 * scrub is clamped to what the viewer may reach (§4: hover and scrub clamp to the available range), and the
 * hover tooltip is placed per §9 (policies/derived.ts). The line above the TV bar names the programme, or the
 * one stacked ‹ › steps will open.
 */
import type { Thumbnail } from '../timeline/seek-preview';
import type { TvProgress } from '../timeline/tv-progress';
import { clockText, dayLabel, formatDuration, formatTimeOfDay } from './format';
import { SLIDER_STEP_S } from './policies/programme-keys';
import { type SkinState, skinState } from './skin-state';
import type { Translator } from './translate';

export interface VodBar {
  kind: 'vod';
  max: number;
  value: number;
  disabled: boolean;
  valueText: string;
  duration: number;
  /** CSS widths. */
  buffered: string;
  fill: string;
}

export interface TvBar {
  kind: 'tv';
  bar: TvProgress;
  min: number;
  max: number;
  step: number;
  value: number;
  disabled: boolean;
  valueText: string;
  /** Where the viewer may move to, unix seconds. */
  reachable: { start: number; end: number };
  /** The programme is over: → at its end opens the next one (policies/programme-keys.ts). */
  ended: boolean;
  aired: string;
  playable: { left: string; width: string } | null;
  fill: string;
  edge: string;
  goToLive: boolean;
}

export type ProgressView = VodBar | TvBar;

const pct = (v: number) => `${v}%`;

export function progressView(state: SkinState): ProgressView | null {
  const s = skinState(state);
  const bar = s.timeline?.bar ?? null;
  if (bar) return tvBar(bar);
  const kind = s.source?.kind;
  if (kind !== 'content' && kind !== 'trailer' && kind !== 'archive') return null;
  const time = Math.floor(s.currentTime);
  const duration = Number.isFinite(s.duration) ? s.duration : 0;
  const of = (v: number) => `${duration > 0 ? Math.min(100, (v / duration) * 100) : 0}%`;
  return {
    kind: 'vod',
    max: Math.max(duration, 0),
    value: Math.min(time, duration),
    disabled: duration <= 0,
    valueText: clockText(time, duration),
    duration,
    buffered: of(s.bufferedEnd),
    fill: of(time),
  };
}

function tvBar(bar: TvProgress): TvBar {
  const position = Math.round(bar.position);
  return {
    kind: 'tv',
    bar,
    min: Math.floor(bar.programmeStart),
    max: Math.ceil(bar.programmeEnd),
    step: SLIDER_STEP_S,
    value: position,
    disabled: !bar.canScrub,
    valueText: formatTimeOfDay(position),
    reachable: bar.playable ?? { start: bar.programmeStart, end: Math.min(bar.liveEdge, bar.programmeEnd) },
    ended: bar.programmeEnd <= bar.liveEdge,
    aired: pct(bar.liveEdgePercent),
    playable:
      bar.playableStartPercent !== null && bar.playableEndPercent !== null
        ? {
            left: pct(bar.playableStartPercent),
            width: pct(bar.playableEndPercent - bar.playableStartPercent),
          }
        : null,
    fill: pct(bar.positionPercent),
    edge: pct(bar.liveEdgePercent),
    goToLive: bar.goToLiveOffered,
  };
}

/** A wanted TV-bar time clamped to what the viewer may reach. */
export function tvScrubTarget(view: TvBar, wanted: number): number {
  return Math.min(Math.max(wanted, view.reachable.start), view.reachable.end);
}

/** The pointer's place along a bar, 0..1, and the bar's width in px. */
export function pointerFraction(clientX: number, rect: { left: number; width: number }) {
  const width = rect.width || 1;
  return { fraction: Math.min(1, Math.max(0, (clientX - rect.left) / width)), width };
}

/** The tooltip's text for a pointer at `fraction`: media time on VOD, clock time (clamped) on the TV bar. */
export function hoverText(view: ProgressView, fraction: number): string | null {
  if (view.kind === 'vod') return view.duration > 0 ? formatDuration(fraction * view.duration) : null;
  const span = view.bar.programmeEnd - view.bar.programmeStart;
  if (span <= 0) return null;
  return formatTimeOfDay(tvScrubTarget(view, view.bar.programmeStart + fraction * span));
}

export interface ProgrammeLine {
  /** Stacked steps are pending: the line names the programme they will open. */
  pending: boolean;
  day: string | null;
  start: string;
  end: string;
  title: string;
  /** ‹ › are offered (the player can step programmes) and which of them may be pressed. */
  steps: { back: boolean; forward: boolean } | null;
}

export function programmeLine(
  state: SkinState,
  bar: TvProgress,
  t: Translator,
  canStep: boolean,
): ProgrammeLine {
  const timeline = skinState(state).timeline;
  const steps = timeline?.programmeStep ?? null;
  const pending = steps?.pending ?? null;
  const shown = pending ??
    timeline?.programme ?? { start: bar.programmeStart, end: bar.programmeEnd, title: null };
  return {
    pending: pending !== null,
    day: dayLabel(shown.start, bar.liveEdge * 1000, t('yesterday')),
    start: formatTimeOfDay(shown.start),
    end: formatTimeOfDay(shown.end),
    title: `${shown.title ?? ''}${pending?.live ? ` · ${t('live')}` : ''}`,
    steps: canStep
      ? {
          back: !!steps?.canStepBack || pending !== null,
          forward: !!steps?.canStepForward || pending !== null,
        }
      : null,
  };
}

/**
 * A preview frame cut from its sprite and scaled to the tooltip's width: the clipping box's height and the
 * sprite's own box, as style values both skins set.
 */
export function thumbnailBox(thumbnail: Thumbnail, width: number) {
  const { rect } = thumbnail;
  const scale = width / Math.max(1, rect.w);
  return {
    height: rect.h * scale,
    sprite: {
      width: rect.w,
      height: rect.h,
      backgroundImage: `url("${thumbnail.url}")`,
      backgroundPosition: `-${rect.x}px -${rect.y}px`,
      transform: `scale(${scale})`,
    },
  };
}
