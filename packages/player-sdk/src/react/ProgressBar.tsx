/**
 * The progress bar. VOD: media time with the buffered part. Live/archive: the TV bar over the programme
 * (start to end), the aired part up to the live edge, the playable range and a go-to-live button, from
 * `state.timeline.bar`. Both are one native range input (keyboard and screen readers for free) with
 * `aria-valuetext` in clock time; hovering shows a §9-sized tooltip with the time and a preview frame.
 * The TV bar spans one programme; its keys carry on into the neighbours (policies/programme-keys.ts).
 */
import { type PointerEvent, useState } from 'react';
import type { TvProgress } from '../timeline/tv-progress';
import { formatDuration, formatTimeOfDay } from './format';
import { usePlayerState } from './hooks';
import { ProgrammeHeader } from './ProgrammeHeader';
import { tooltipLeft, tooltipWidth } from './policies/derived';
import { programmeKeyStep, SLIDER_STEP_S } from './policies/programme-keys';
import { useSkin } from './skin-context';
import { skinState } from './skin-state';
import { useT } from './translate';

interface Hover {
  fraction: number;
  left: number;
}

function fractionOf(event: PointerEvent<HTMLElement>): { fraction: number; width: number } {
  const rect = event.currentTarget.getBoundingClientRect();
  const width = rect.width || 1;
  return { fraction: Math.min(1, Math.max(0, (event.clientX - rect.left) / width)), width };
}

function useHover(onFraction?: (fraction: number | null) => void) {
  const { fullscreen, mobile } = useSkin();
  const [hover, setHover] = useState<Hover | null>(null);
  const width = tooltipWidth(fullscreen, mobile);
  return {
    hover,
    width,
    handlers: {
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const { fraction, width: barWidth } = fractionOf(event);
        setHover({ fraction, left: tooltipLeft(fraction, barWidth, width) });
        onFraction?.(fraction);
      },
      onPointerLeave() {
        setHover(null);
        onFraction?.(null);
      },
    },
  };
}

export function ProgressBar() {
  const bar = usePlayerState((s) => skinState(s).timeline?.bar ?? null);
  const kind = usePlayerState((s) => s.source?.kind ?? null);
  if (bar) return <TvBar bar={bar} />;
  if (kind === 'content' || kind === 'trailer' || kind === 'archive') return <VodBar />;
  return null;
}

function VodBar() {
  const t = useT();
  const { actions } = useSkin();
  const time = usePlayerState((s) => Math.floor(s.currentTime));
  const duration = usePlayerState((s) => (Number.isFinite(s.duration) ? s.duration : 0));
  const buffered = usePlayerState((s) => s.bufferedEnd);
  const { hover, width, handlers } = useHover();
  const pct = (v: number) => `${duration > 0 ? Math.min(100, (v / duration) * 100) : 0}%`;
  return (
    <div className="onair-skin__progress" {...handlers}>
      <div className="onair-skin__track">
        <div className="onair-skin__buffered" style={{ width: pct(buffered) }} />
        <div className="onair-skin__fill" style={{ width: pct(time) }} />
      </div>
      <input
        className="onair-skin__range"
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={1}
        value={Math.min(time, duration)}
        disabled={duration <= 0}
        aria-label={t('progress')}
        aria-valuetext={`${formatDuration(time)} / ${formatDuration(duration)}`}
        onChange={(e) => actions?.seekVod(Number(e.currentTarget.value))}
      />
      {hover && duration > 0 && (
        <div className="onair-skin__tooltip" style={{ left: hover.left, width }}>
          {formatDuration(hover.fraction * duration)}
        </div>
      )}
    </div>
  );
}

function TvBar({ bar }: { bar: TvProgress }) {
  const t = useT();
  const { actions, player } = useSkin();
  const { hover, width, handlers } = useHover((fraction) => player?.hoverTimeline?.(fraction));
  const span = bar.programmeEnd - bar.programmeStart;
  const reachable = bar.playable ?? {
    start: bar.programmeStart,
    end: Math.min(bar.liveEdge, bar.programmeEnd),
  };
  const hoverTime =
    hover && span > 0
      ? Math.min(Math.max(bar.programmeStart + hover.fraction * span, reachable.start), reachable.end)
      : null;
  const thumbnail = hover ? bar.hover?.thumbnail : null;
  const position = Math.round(bar.position);
  return (
    <>
      <ProgrammeHeader bar={bar} />
      <div className="onair-skin__row">
        <div className="onair-skin__progress" style={{ flex: 1 }} {...handlers}>
          <div className="onair-skin__track">
            <div className="onair-skin__aired" style={{ width: `${bar.liveEdgePercent}%` }} />
            {bar.playableStartPercent !== null && bar.playableEndPercent !== null && (
              <div
                className="onair-skin__playable"
                style={{
                  left: `${bar.playableStartPercent}%`,
                  width: `${bar.playableEndPercent - bar.playableStartPercent}%`,
                }}
              />
            )}
            <div className="onair-skin__fill" style={{ width: `${bar.positionPercent}%` }} />
            <div className="onair-skin__edge" style={{ left: `${bar.liveEdgePercent}%` }} />
          </div>
          <input
            className="onair-skin__range"
            type="range"
            min={Math.floor(bar.programmeStart)}
            max={Math.ceil(bar.programmeEnd)}
            step={SLIDER_STEP_S}
            value={position}
            disabled={!bar.canScrub}
            aria-label={t('progress')}
            aria-valuetext={formatTimeOfDay(position)}
            aria-keyshortcuts={player?.stepProgramme ? 'PageUp PageDown' : undefined}
            onKeyDown={(e) => {
              const direction = programmeKeyStep(
                e.key,
                position,
                reachable,
                bar.programmeEnd <= bar.liveEdge,
              );
              if (direction === null || !player?.stepProgramme) return;
              e.preventDefault();
              player.stepProgramme(direction.step, direction.landing);
            }}
            onChange={(e) => {
              const wanted = Number(e.currentTarget.value);
              actions?.seekTv(Math.min(Math.max(wanted, reachable.start), reachable.end));
            }}
          />
          {hoverTime !== null && hover && (
            <div className="onair-skin__tooltip" style={{ left: hover.left, width }}>
              {thumbnail && (
                <span
                  className="onair-skin__thumb"
                  style={{
                    height: (thumbnail.rect.h * width) / Math.max(1, thumbnail.rect.w),
                    overflow: 'hidden',
                  }}
                >
                  <span
                    style={{
                      display: 'block',
                      width: thumbnail.rect.w,
                      height: thumbnail.rect.h,
                      backgroundImage: `url("${thumbnail.url}")`,
                      backgroundPosition: `-${thumbnail.rect.x}px -${thumbnail.rect.y}px`,
                      transform: `scale(${width / Math.max(1, thumbnail.rect.w)})`,
                      transformOrigin: '0 0',
                    }}
                  />
                </span>
              )}
              {formatTimeOfDay(hoverTime)}
            </div>
          )}
        </div>
        {bar.goToLiveOffered && (
          <button type="button" onClick={() => actions?.goToLive()}>
            {t('go_live')}
          </button>
        )}
      </div>
    </>
  );
}
