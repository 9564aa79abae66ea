/**
 * 001 §2 content page "other episodes": the content's catch-ups on channels (its airings in the archive),
 * 2, 3 or 4 of them by width (001 §9). Each opens the channel's archive at the airing's start.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const { t, i18n } = useTranslation();
  const { endpoints } = useSession();
  const channels = useChannels();
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
