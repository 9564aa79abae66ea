/**
 * The progress bar as React elements: skin/progress.ts does the arithmetic (VOD media time and buffer; the TV
 * bar over the programme with aired part, playable range and live edge; clamped scrubs; the hover tooltip's
 * text and §9 place); policies/programme-keys.ts carries the TV bar's keys on into the neighbour programmes.
 */
import { type PointerEvent, useState } from 'react';
import { tooltipLeft, tooltipWidth } from '../skin/policies/derived';
import { programmeKeyStep } from '../skin/policies/programme-keys';
import {
  hoverText,
  type ProgressView,
  pointerFraction,
  progressView,
  type TvBar,
  thumbnailBox,
  tvScrubTarget,
} from '../skin/progress';
import { usePlayerState } from './hooks';
import { ProgrammeHeader } from './ProgrammeHeader';
import { useSkin } from './skin-context';
import { useT } from './translate-context';

interface Hover {
  fraction: number;
  left: number;
}

const sameView = (a: ProgressView | null, b: ProgressView | null) =>
  a === b || (a !== null && b !== null && a.kind === b.kind && JSON.stringify(a) === JSON.stringify(b));

function useHover(onFraction?: (fraction: number | null) => void) {
  const { ui, mobile } = useSkin();
  const [hover, setHover] = useState<Hover | null>(null);
  const width = tooltipWidth(ui.fullscreen, mobile);
  return {
    hover,
    width,
    handlers: {
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const { fraction, width: barWidth } = pointerFraction(
          event.clientX,
          event.currentTarget.getBoundingClientRect(),
        );
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
  const view = usePlayerState(progressView, sameView);
  if (!view) return null;
  return view.kind === 'tv' ? <TvBarView view={view} /> : <VodBarView view={view} />;
}

function VodBarView({ view }: { view: Extract<ProgressView, { kind: 'vod' }> }) {
  const t = useT();
  const { controller } = useSkin();
  const { hover, width, handlers } = useHover();
  const text = hover ? hoverText(view, hover.fraction) : null;
  return (
    <div className="onair-skin__progress" {...handlers}>
      <div className="onair-skin__track">
        <div className="onair-skin__buffered" style={{ width: view.buffered }} />
        <div className="onair-skin__fill" style={{ width: view.fill }} />
      </div>
      <input
        className="onair-skin__range"
        type="range"
        min={0}
        max={view.max}
        step={1}
        value={view.value}
        disabled={view.disabled}
        aria-label={t('progress')}
        aria-valuetext={view.valueText}
        onChange={(e) => controller?.actions.seekVod(Number(e.currentTarget.value))}
      />
      {hover && text !== null && (
        <div className="onair-skin__tooltip" style={{ left: hover.left, width }}>
          {text}
        </div>
      )}
    </div>
  );
}

function TvBarView({ view }: { view: TvBar }) {
  const t = useT();
  const { controller } = useSkin();
  const player = controller?.player ?? null;
  const { hover, width, handlers } = useHover((fraction) => player?.hoverTimeline?.(fraction));
  const { bar } = view;
  const text = hover ? hoverText(view, hover.fraction) : null;
  const thumbnail = hover ? bar.hover?.thumbnail : null;
  const box = thumbnail ? thumbnailBox(thumbnail, width) : null;
  return (
    <>
      <ProgrammeHeader bar={bar} />
      <div className="onair-skin__row">
        <div className="onair-skin__progress" {...handlers}>
          <div className="onair-skin__track">
            <div className="onair-skin__aired" style={{ width: view.aired }} />
            {view.playable && (
              <div
                className="onair-skin__playable"
                style={{ left: view.playable.left, width: view.playable.width }}
              />
            )}
            <div className="onair-skin__fill" style={{ width: view.fill }} />
            <div className="onair-skin__edge" style={{ left: view.edge }} />
          </div>
          <input
            className="onair-skin__range"
            type="range"
            min={view.min}
            max={view.max}
            step={view.step}
            value={view.value}
            disabled={view.disabled}
            aria-label={t('progress')}
            aria-valuetext={view.valueText}
            aria-keyshortcuts={player?.stepProgramme ? 'PageUp PageDown' : undefined}
            onKeyDown={(e) => {
              const direction = programmeKeyStep(e.key, view.value, view.reachable, view.ended);
              if (direction === null || !player?.stepProgramme) return;
              e.preventDefault();
              player.stepProgramme(direction.step, direction.landing);
            }}
            onChange={(e) => controller?.actions.seekTv(tvScrubTarget(view, Number(e.currentTarget.value)))}
          />
          {text !== null && hover && (
            <div className="onair-skin__tooltip" style={{ left: hover.left, width }}>
              {box && (
                <span className="onair-skin__thumb" style={{ height: box.height, overflow: 'hidden' }}>
                  <span style={{ display: 'block', transformOrigin: '0 0', ...box.sprite }} />
                </span>
              )}
              {text}
            </div>
          )}
        </div>
        {view.goToLive && (
          <button type="button" onClick={() => controller?.actions.goToLive()}>
            {t('go_live')}
          </button>
        )}
      </div>
    </>
  );
}
