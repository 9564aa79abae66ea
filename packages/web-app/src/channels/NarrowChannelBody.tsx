/**
 * The channel page on a phone (001 §2 narrow layout): the stage (player, title, favourites, share), then a
 * toggle between the schedule and what is on screen: the programme's tags, ratings, persons and text and,
 * when the operator links it to a title (content_id), that title's episodes and its other airings (other
 * episodes). Ratings and persons are the programme's own, else its title's.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel, Programme } from '../api/schemas';
import { useAfterPaint } from '../app/after-paint';
import { visibleRatings } from '../content/content-rules';
import { Episodes } from '../content/Episodes';
import { OtherEpisodes } from '../content/OtherEpisodes';
import { numberOrNull, useContent, useEpisodes, useSeriesId } from '../content/useContentData';
import { usePersonNames } from '../content/usePersonNames';
import { useAfterFirstFrame } from '../player/after-first-frame';
import { ChannelStage } from './ChannelStage';
import { type ProgrammeAction, programmeAt, programmeTitle } from './guide';
import { ProgrammeGuide } from './ProgrammeGuide';
import { usePlayingSec } from './playing-position';
import { programmeDescription, programmeRatings, programmeTags } from './programme-details';
import { useSchedule } from './useChannelData';
import '../content/content.css';

/** Ratings, persons, episodes and other airings of the programme on screen (001 §2 narrow layout). */
function ProgrammeExtras({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const contentId = numberOrNull(programme.content_id);
  const content = useContent(contentId);
  const own = programmeRatings(programme);
  const ratings = own.length > 0 || !content.data ? own : visibleRatings(content.data);
  const persons = usePersonNames(
    Array.isArray(programme.persons) ? programme.persons : content.data?.persons,
  );
  const { seriesId } = useSeriesId(content.data);
  const series = useContent(seriesId);
  const episodes = useEpisodes(seriesId);
  return (
    <>
      {ratings.length > 0 && (
        <ul className="ratings" aria-label={t('ratings')} data-testid="programme-ratings">
          {ratings.map((r) => (
            <li key={r.type}>
              <span className="ratings__type">{r.type.toUpperCase()}</span> {Number(r.value).toFixed(1)}
            </li>
          ))}
        </ul>
      )}
      {persons.length > 0 && (
        <p className="persons" data-testid="programme-persons">
          <span className="muted">{t('persons')}: </span>
          {persons.join(', ')}
        </p>
      )}
      {series.data && episodes.data && (
        <Episodes series={series.data} episodes={episodes.data} selectedEpisodeId={contentId} />
      )}
      {contentId !== null && <OtherEpisodes contentId={contentId} contentType={content.data?.content_type} />}
    </>
  );
}

function ProgrammeAbout({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  // As on the wide page, the schedule waits for the player's first frame (player/guide-schedule.ts).
  const schedule = useSchedule(channel, useAfterFirstFrame());
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
      <ProgrammeExtras programme={programme} />
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
  // Below the stage: rendered once the channel's name and stage have been painted (app/after-paint.ts).
  const painted = useAfterPaint();
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
      {!painted ? null : view === 'schedule' ? (
        <ProgrammeGuide channel={channel} playingTs={ts} onAction={onProgramme} />
      ) : (
        <ProgrammeAbout channel={channel} ts={ts} />
      )}
    </>
  );
}
