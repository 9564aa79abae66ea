import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageEntity } from '../seo/page-entity';

export type NotFoundKind = 'content' | 'channel' | 'subscription' | 'page';

/** 001 §2 "404 page: text for content, channel, subscription or generic page, with a link to the main page". */
export function NotFound({ kind = 'page' }: { kind?: NotFoundKind }) {
  const { t } = useTranslation();
  // A not-found answer stays out of search results and says so in the tab.
  usePageEntity({ notFound: true });
  return (
    <main className="not-found" data-testid="not-found">
      <p className="not-found__code">404</p>
      <h1>{t(`not_found_${kind}`)}</h1>
      <Link className="button button--primary" to="/">
        {t('go_main')}
      </Link>
    </main>
  );
}

export default function NotFoundRoute() {
  return <NotFound />;
}
