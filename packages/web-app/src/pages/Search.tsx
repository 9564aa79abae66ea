/**
 * /search?q= — until the operator's search call is wired (catalogue issue), this page searches what the app
 * already has: channel names (transliterated both ways) and content titles. Results are never cached.
 * The URL holds the lowercased trimmed text and is replaced while typing (001 §2 Search UI).
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChannelLogo } from '../channels/ChannelList';
import { nameMatches } from '../channels/transliterate';
import { useChannels } from '../channels/useChannelData';
import { SEARCH_MAX_LENGTH } from '../constants';
import { ContentCard } from '../content/ContentCard';
import { contentTitle } from '../content/content-rules';
import { useCatalogue } from '../content/useContentData';
import '../channels/channels.css';
import '../content/content.css';

export default function Search() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
  const channels = useChannels();
  const catalogue = useCatalogue();
  const foundChannels = q ? channels.visible.filter((c) => nameMatches(c.name, q)) : [];
  const foundContents = q
    ? (catalogue.data ?? []).filter((c) => c.content_type !== 'season' && nameMatches(contentTitle(c), q))
    : [];
  return (
    <main className="page">
      <label className="field">
        <span className="visually-hidden">{t('search')}</span>
        <input
          type="search"
          placeholder={t('search_placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          defaultValue={q}
          onChange={(event) => setParams({ q: event.target.value.trim().toLowerCase() }, { replace: true })}
        />
      </label>
      {q && <h1 className="section-title">{t('search_results', { q })}</h1>}
      {q && foundChannels.length === 0 && foundContents.length === 0 ? (
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
