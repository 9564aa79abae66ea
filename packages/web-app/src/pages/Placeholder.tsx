/**
 * 001 §2 Routes: "Placeholder pages with no id are /watch, /trailers, /persons, /row, /rowset, /provider and
 * /guide" (and /trailer without a trailer). Each says what the address needs and links to where the
 * viewer can choose one. /row and /rowset go on to the collection and the start page instead (routes.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const PLACEHOLDERS: Record<string, { text: string; link: string; to: string }> = {
  watch: { text: 'placeholder_watch', link: 'placeholder_to_catalogue', to: '/movies' },
  trailers: { text: 'placeholder_trailers', link: 'placeholder_to_catalogue', to: '/movies' },
  trailer: { text: 'placeholder_trailers', link: 'placeholder_to_catalogue', to: '/movies' },
  persons: { text: 'placeholder_persons', link: 'placeholder_to_search', to: '/search' },
  provider: { text: 'placeholder_provider', link: 'placeholder_to_packets', to: '/packets' },
  guide: { text: 'placeholder_guide', link: 'placeholder_to_channels', to: '/channels' },
};

export function placeholderOf(pathname: string) {
  const word = pathname.replace(/^\/+|\/+$/g, '');
  return PLACEHOLDERS[word] ?? PLACEHOLDERS.watch!;
}

export default function Placeholder() {
  const { t } = useTranslation();
  const place = placeholderOf(useLocation().pathname);
  return (
    <main className="page info-page" data-testid="placeholder">
      <h1>{t(place.text)}</h1>
      <p>
        <Link className="button button--primary" to={place.to}>
          {t(place.link)}
        </Link>
      </p>
    </main>
  );
}
