/**
 * 001 §2 content page "other episodes": the content's catch-ups on channels (its airings in the archive),
 * 2, 3 or 4 of them by width (001 §9). Each opens the channel's archive at the airing's start.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Catchup } from '../api/endpoints';
import type { Channel } from '../api/schemas';
import { cachePolicy } from '../app/cache';
import { channelsQuery } from '../channels/channel-queries';
import { visibleChannels } from '../channels/channel-rules';
import { formatDate } from '../i18n/date-format';
import { useSession } from '../session/context';
import { catchupsHeadingKey, otherEpisodesCount } from './content-rules';

export interface OtherEpisodesState {
  catchups: Catchup[];
  /** The line-up's channels the viewer sees, to name each catch-up's channel. */
  channels: Channel[];
  /**
   * Whether the section has its final height: the sources answered (or failed) and, when there are catch-ups,
   * the line-up that names them too. The page holds what follows the section until then, so the similar
   * titles are not pushed down when catch-ups arrive after them (a layout shift Lighthouse counted, 0.069).
   */
  settled: boolean;
}

/**
 * A title's catch-ups (`contentId` null: none asked — a series, or the title not yet known). The line-up is asked
 * only when there are catch-ups to name: asked for every content page, its answer (62 KB of JSON in the demo,
 * read through its schema) was the content page's longest task under Lighthouse's 4× CPU (issue 38 item 5).
 */
export function useOtherEpisodes(
  contentId: number | null,
  libraryId: number | null = null,
): OtherEpisodesState {
  const { endpoints, token, childProfile } = useSession();
  const sources = useQuery({
    queryKey: ['content-sources', contentId, libraryId],
    queryFn: () => endpoints!.sources(contentId!, libraryId),
    enabled: endpoints !== null && contentId !== null,
    retry: false,
    ...cachePolicy('schedule'),
  });
  const width = typeof window === 'undefined' ? 1440 : window.innerWidth;
  const catchups = [...(sources.data?.catchups ?? [])]
    .sort((a, b) => b.start_at - a.start_at)
    .slice(0, otherEpisodesCount(width));
  const lineup = useQuery({
    ...channelsQuery(endpoints, token),
    enabled: endpoints !== null && catchups.length > 0,
  });
  return {
    catchups,
    channels: lineup.data ? visibleChannels(lineup.data, childProfile) : [],
    settled: !sources.isPending && (catchups.length === 0 || !lineup.isPending),
  };
}

/** A title's other episodes where nothing follows them that could move (the channel page's narrow body). */
export function OtherEpisodes({
  contentId,
  libraryId = null,
  contentType,
}: {
  contentId: number;
  libraryId?: number | null;
  /** The title's §3 content_type: a film's list is headed as its airings. */
  contentType?: string | null;
}) {
  return <OtherEpisodesSection state={useOtherEpisodes(contentId, libraryId)} contentType={contentType} />;
}

/** The section from a state the page holds, so the page can place what follows it once it is settled. */
export function OtherEpisodesSection({
  state,
  contentType,
}: {
  state: OtherEpisodesState;
  contentType?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { catchups, channels } = state;
  if (catchups.length === 0 || !state.settled) return null;
  const heading = t(catchupsHeadingKey(contentType));
  return (
    <section aria-label={heading}>
      <h2 className="section-title">{heading}</h2>
      <ul className="other-episodes">
        {catchups.map((c) => {
          const channel = channels.find((ch) => ch.id === c.channel_id);
          if (!channel) return null;
          return (
            <li key={String(c.id)}>
              <Link
                className="episode__link"
                to={`/channels/all/${channel.slug ?? channel.id}?ts=${c.start_at}`}
              >
                <span className="badge">{t('archive')}</span>
                <span>
                  {channel.name} · {formatDate(c.start_at * 1000, i18n.language, 'dayMonthTime')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
