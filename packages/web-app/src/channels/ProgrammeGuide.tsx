/**
 * The programme guide: one day at a time, the current programme highlighted with its progress, and each
 * programme a button whose action the §5 rules decide (live, archive at its start, or a refusal message).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel, Programme } from '../api/schemas';
import { timeOfDay as clock, guideDay as dayLabel } from '../i18n/date-format';
import { Skeleton } from '../ui/Spinner';
import {
  groupByDay,
  isCurrent,
  type ProgrammeAction,
  programmeAction,
  programmeEnd,
  programmeTitle,
  progressOf,
  todayKey,
} from './guide';
import { usePlayingSec } from './playing-position';
import { useSchedule } from './useChannelData';

export function ProgrammeGuide({
  channel,
  playingTs,
  onAction,
}: {
  channel: Channel;
  playingTs: number | null;
  onAction: (action: ProgrammeAction, programme: Programme) => void;
}) {
  const { t, i18n } = useTranslation();
  const schedule = useSchedule(channel);
  const nowSec = Math.floor(Date.now() / 1000);
  const days = useMemo(() => groupByDay(schedule.data ?? []), [schedule.data]);
  // The programme under the player's position (001 §4), which moves with skips, scrubs and boundaries.
  const playing = usePlayingSec(channel.id, playingTs);
  const playingSec = playing.isArchive ? playing.sec : null;
  const focusSec = playingSec ?? nowSec;
  const [dayKey, setDayKey] = useState<string | null>(null);
  const selectedKey = dayKey ?? todayKey(focusSec);
  const day =
    days.find((d) => d.key === selectedKey) ?? days.find((d) => d.key === todayKey(nowSec)) ?? days[0];
  const currentRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const daysRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll the playing programme into view when the day or channel changes.
  useEffect(() => {
    // Scroll only the guide's own list: scrollIntoView would also move the page or the modal around it.
    const list = listRef.current;
    const item = currentRef.current;
    if (list && item) list.scrollTop = Math.max(0, item.offsetTop - list.offsetTop - list.clientHeight / 3);
    // A 7-day archive makes the day row wider than a phone: keep the chosen day's chip in sight.
    const row = daysRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (row && chip) row.scrollLeft = Math.max(0, chip.offsetLeft - row.clientWidth / 2);
  }, [day?.key, channel.id, schedule.isPending]);

  if (schedule.isPending) return <Skeleton lines={6} />;
  if (schedule.isError) return <p className="muted">{t('warning_no_program')}</p>;
  if (!day) return <p className="muted">{t('warning_no_program')}</p>;

  return (
    <section className="guide" aria-label={t('schedule')}>
      <div className="guide__days" role="tablist" aria-label={t('days')} ref={daysRef}>
        {days.map((d) => (
          <button
            key={d.key}
            type="button"
            role="tab"
            aria-selected={d.key === day.key}
            className={`chip${d.key === day.key ? ' chip--active' : ''}`}
            onClick={() => setDayKey(d.key)}
          >
            {d.key === todayKey(nowSec) ? t('today') : dayLabel(d.start, i18n.language)}
          </button>
        ))}
      </div>
      <ol className="guide__list" ref={listRef}>
        {day.programmes.map((programme) => {
          const current = isCurrent(programme, nowSec);
          const onScreen = playingSec !== null ? isCurrent(programme, playingSec) : current;
          const action = programmeAction(channel, programme, nowSec);
          const past = programmeEnd(programme) <= nowSec;
          return (
            <li
              key={String(programme.id)}
              ref={onScreen ? currentRef : undefined}
              className={`guide__item${current ? ' guide__item--current' : ''}${onScreen ? ' guide__item--playing' : ''}${action.kind === 'refused' ? ' guide__item--muted' : ''}`}
            >
              <button
                type="button"
                className="guide__button"
                aria-current={onScreen ? 'true' : undefined}
                data-action={action.kind}
                onClick={() => onAction(action, programme)}
              >
                <span className="guide__time">{clock(programme.timestamp, i18n.language)}</span>
                <span className="guide__title">{programmeTitle(programme)}</span>
                {past && action.kind === 'archive' && (
                  <span className="guide__badge" title={t('archive')}>
                    ⟲
                  </span>
                )}
                {current && (
                  <span className="guide__progress" aria-hidden="true">
                    <span style={{ width: `${Math.round(progressOf(programme, nowSec) * 100)}%` }} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
