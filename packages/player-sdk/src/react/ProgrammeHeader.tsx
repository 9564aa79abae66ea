/**
 * The line above the TV bar as React elements (skin/progress.ts `programmeLine`): the programme's day (when not
 * today), start, name and end, with ‹ › to step a whole programme back or forward. While steps stack, it names
 * the programme they will open, so a viewer pressing Page Down sees (and a screen reader hears) yesterday's
 * evening go by before one stream loads.
 */
import { programmeLine } from '../skin/progress';
import type { TvProgress } from '../timeline/tv-progress';
import { usePlayerState } from './hooks';
import { Icon } from './Icon';
import { useSkin } from './skin-context';
import { useT } from './translate-context';

export function ProgrammeHeader({ bar }: { bar: TvProgress }) {
  const t = useT();
  const { controller } = useSkin();
  const player = controller?.player ?? null;
  const canStep = Boolean(player?.stepProgramme);
  const line = usePlayerState(
    (s) => programmeLine(s, bar, t, canStep),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const step = (direction: -1 | 1) => player?.stepProgramme?.(direction);
  return (
    <div className="onair-skin__programme" data-pending={line.pending ? 'true' : undefined}>
      {line.steps && <StepButton direction={-1} enabled={line.steps.back} onStep={step} />}
      <span className="onair-skin__programme-time">
        {line.day && <span className="onair-skin__programme-day">{line.day} </span>}
        {line.start}
      </span>
      <span className="onair-skin__programme-title" aria-live="polite">
        {line.title}
      </span>
      <span className="onair-skin__programme-time onair-skin__programme-end">{line.end}</span>
      {line.steps && <StepButton direction={1} enabled={line.steps.forward} onStep={step} />}
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
