/**
 * The start page until rowsets exist on the operator: live channels now and the film/series catalogue.
 * /movies shows the catalogue alone.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelLogo } from '../channels/ChannelList';
import { useChannels } from '../channels/useChannelData';
import { ContentCard } from '../content/ContentCard';
import { useCatalogue } from '../content/useContentData';
import { ErrorState, Skeleton } from '../ui/Spinner';
import '../channels/channels.css';
import '../content/content.css';

function Catalogue() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  if (catalogue.isPending) return <Skeleton lines={4} />;
  if (catalogue.isError)
    return <ErrorState text={t('content_failed')} onRetry={() => void catalogue.refetch()} />;
  const listed = catalogue.data.filter((c) => c.content_type !== 'season' && c.content_type !== 'episode');
  return (
    <section aria-label={t('movies')}>
      <h2 className="section-title">{t('movies_and_series')}</h2>
      <div className="card-grid">
        {listed.map((c) => (
          <ContentCard key={c.id} content={c} />
        ))}
      </div>
    </section>
  );
}

export default function Home() {
  const { t } = useTranslation();
  const channels = useChannels();
  return (
    <main className="page">
      <section aria-label={t('channels')}>
        <div className="section-head">
          <h2 className="section-title">{t('live_now')}</h2>
          <Link to="/channels">{t('see_all')}</Link>
        </div>
        {channels.isPending ? (
          <Skeleton lines={2} />
        ) : (
          <div className="channel-strip">
            {channels.visible.slice(0, 12).map((c) => (
              <Link key={c.id} to={`/channels/all/${c.slug ?? c.id}`} className="channel-tile">
                <ChannelLogo channel={c} />
                <span>{c.name}</span>
              </Link>
            ))}
          </div>
        )}
      </section>
      <Catalogue />
    </main>
  );
}

export function MoviesPage() {
  return (
    <main className="page">
      <Catalogue />
    </main>
  );
}
