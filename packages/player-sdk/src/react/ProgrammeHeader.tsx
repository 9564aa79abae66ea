/**
 * The line above the TV bar: the programme's day (when not today), start, name and end, with ‹ › to step a
 * whole programme back or forward. While steps stack, it names the programme they will open, so a viewer
 * pressing Page Down sees (and a screen reader hears) yesterday's evening go by before one stream loads.
 */
import type { TvProgress } from '../timeline/tv-progress';
import { dayLabel, formatTimeOfDay } from './format';
import { usePlayerState } from './hooks';
import { Icon } from './icons';
import { useSkin } from './skin-context';
import { skinState } from './skin-state';
import { useT } from './translate';

export function ProgrammeHeader({ bar }: { bar: TvProgress }) {
  const t = useT();
  const { player } = useSkin();
  const programme = usePlayerState((s) => skinState(s).timeline?.programme ?? null);
  const steps = usePlayerState((s) => skinState(s).timeline?.programmeStep ?? null);
  const pending = steps?.pending ?? null;
  const shown = pending ?? programme ?? { start: bar.programmeStart, end: bar.programmeEnd, title: null };
  const day = dayLabel(shown.start, bar.liveEdge * 1000, t('yesterday'));
  const step = player?.stepProgramme ? (d: -1 | 1) => player.stepProgramme?.(d) : null;
  return (
    <div className="onair-skin__programme" data-pending={pending ? 'true' : undefined}>
      {step && <StepButton direction={-1} enabled={!!steps?.canStepBack || !!pending} onStep={step} />}
      <span className="onair-skin__programme-time">
        {day && <span className="onair-skin__programme-day">{day} </span>}
        {formatTimeOfDay(shown.start)}
      </span>
      <span className="onair-skin__programme-title" aria-live="polite">
        {shown.title}
        {pending?.live && ` · ${t('live')}`}
      </span>
      <span className="onair-skin__programme-time onair-skin__programme-end">
        {formatTimeOfDay(shown.end)}
      </span>
      {step && <StepButton direction={1} enabled={!!steps?.canStepForward || !!pending} onStep={step} />}
    </div>
  );
}

function StepButton(props: { direction: -1 | 1; enabled: boolean; onStep: (direction: -1 | 1) => void }) {
  const t = useT();
  const back = props.direction < 0;
  const label = t(back ? 'programme_previous' : 'programme_next');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-keyshortcuts={back ? 'PageDown' : 'PageUp'}
      disabled={!props.enabled}
      onClick={() => props.onStep(props.direction)}
    >
      <Icon name={back ? 'chevronLeft' : 'chevronRight'} />
    </button>
  );
}
