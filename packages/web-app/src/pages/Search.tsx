/**
 * /search?q= — until the operator's search call is wired (catalogue issue), this page searches what the app
 * already has: channel names (transliterated both ways) and content titles. Results are never cached.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChannelLogo } from '../channels/ChannelList';
import { nameMatches } from '../channels/transliterate';
import { useChannels } from '../channels/useChannelData';
import { ContentCard } from '../content/ContentCard';
import { contentTitle } from '../content/content-rules';
import { useCatalogue } from '../content/useContentData';
import '../channels/channels.css';
import '../content/content.css';

export default function Search() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().toLowerCase().slice(0, 255);
  const channels = useChannels();
  const catalogue = useCatalogue();
  const foundChannels = q ? channels.visible.filter((c) => nameMatches(c.name, q)) : [];
  const foundContents = q
    ? (catalogue.data ?? []).filter((c) => c.content_type !== 'season' && nameMatches(contentTitle(c), q))
    : [];
  return (
    <main className="page">
      <h1>{t('search_results', { q })}</h1>
      {foundChannels.length === 0 && foundContents.length === 0 ? (
        <p className="muted">{t('warning_no_search_results')}</p>
      ) : null}
      {foundChannels.length > 0 && (
        <div className="channel-strip">
          {foundChannels.map((c) => (
            <Link key={c.id} to={`/channels/all/${c.slug ?? c.id}`} className="channel-tile">
              <ChannelLogo channel={c} />
              <span>{c.name}</span>
            </Link>
          ))}
        </div>
      )}
      {foundContents.length > 0 && (
        <div className="card-grid">
          {foundContents.map((c) => (
            <ContentCard key={c.id} content={c} />
          ))}
        </div>
      )}
    </main>
  );
}
