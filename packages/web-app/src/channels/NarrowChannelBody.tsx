/**
 * The channel page on a phone (001 §2 narrow layout): the stage (player, title, favourites, share), then a
 * toggle between the schedule and the description of the programme on screen (its tags and text).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel, Programme } from '../api/schemas';
import { ChannelStage } from './ChannelStage';
import { type ProgrammeAction, programmeAt, programmeTitle } from './guide';
import { ProgrammeGuide } from './ProgrammeGuide';
import { usePlayingSec } from './playing-position';
import { programmeDescription, programmeTags } from './programme-details';
import { useSchedule } from './useChannelData';

function ProgrammeAbout({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  const schedule = useSchedule(channel);
  const playing = usePlayingSec(channel.id, ts);
  const programme = programmeAt(schedule.data ?? [], playing.sec);
  if (!programme) {
    return <p className="muted">{schedule.isPending ? t('status_loading') : t('warning_no_program')}</p>;
  }
  const tags = programmeTags(programme);
  const text = programmeDescription(programme) || channel.description || '';
  return (
    <section className="programme-about" aria-label={t('description')}>
      <h2 className="section-title">{programmeTitle(programme)}</h2>
      {tags.length > 0 && (
        <ul className="tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {text && <p>{text}</p>}
    </section>
  );
}

export function NarrowChannelBody({
  channel,
  ts,
  onProgramme,
}: {
  channel: Channel;
  ts: number | null;
  onProgramme: (action: ProgrammeAction, programme: Programme) => void;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'schedule' | 'description'>('schedule');
  return (
    <>
      <ChannelStage channel={channel} ts={ts} />
      <div className="tabs" role="tablist" aria-label={t('channel_details')}>
        {(['schedule', 'description'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={view === key}
            className={`tabs__tab${view === key ? ' tabs__tab--active' : ''}`}
            onClick={() => setView(key)}
          >
            {t(key)}
          </button>
        ))}
      </div>
      {view === 'schedule' ? (
        <ProgrammeGuide channel={channel} playingTs={ts} onAction={onProgramme} />
      ) : (
        <ProgrammeAbout channel={channel} ts={ts} />
      )}
    </>
  );
}
