/**
 * 001 §2 content page "other episodes": the content's catch-ups on channels (its airings in the archive),
 * 2, 3 or 4 of them by width (001 §9). Each opens the channel's archive at the airing's start.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Catchup } from '../api/endpoints';
import { cachePolicy } from '../app/cache';
import { useChannels } from '../channels/useChannelData';
import { formatDate } from '../i18n/date-format';
import { useSession } from '../session/context';
import { otherEpisodesCount } from './content-rules';

export function OtherEpisodes({
  contentId,
  libraryId = null,
}: {
  contentId: number;
  libraryId?: number | null;
}) {
  const { endpoints } = useSession();
  const sources = useQuery({
    queryKey: ['content-sources', contentId, libraryId],
    queryFn: () => endpoints!.sources(contentId, libraryId),
    enabled: endpoints !== null,
    retry: false,
    ...cachePolicy('schedule'),
  });
  const width = typeof window === 'undefined' ? 1440 : window.innerWidth;
  const catchups = [...(sources.data?.catchups ?? [])]
    .sort((a, b) => b.start_at - a.start_at)
    .slice(0, otherEpisodesCount(width));
  if (catchups.length === 0) return null;
  return <Catchups catchups={catchups} />;
}

/**
 * The catch-ups with their channels' names. The line-up is asked only here, when there are catch-ups to name:
 * asked for every content page, its answer (62 KB of JSON in the demo, read through its schema) was the content
 * page's longest task under Lighthouse's 4× CPU (issue 38 item 5).
 */
function Catchups({ catchups }: { catchups: Catchup[] }) {
  const { t, i18n } = useTranslation();
  const channels = useChannels();
  return (
    <section aria-label={t('other_episodes')}>
      <h2 className="section-title">{t('other_episodes')}</h2>
      <ul className="other-episodes">
        {catchups.map((c) => {
          const channel = channels.visible.find((ch) => ch.id === c.channel_id);
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
