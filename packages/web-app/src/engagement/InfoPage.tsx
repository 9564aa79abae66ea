/**
 * 000 §2 info pages: /terms, /faq, /gift and the rules pages, their texts from the operator. A FAQ's
 * sections are questions that open one at a time (native details/summary: keyboard and screen readers
 * work without extra code).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotFound } from '../pages/NotFound';
import { usePageEntity } from '../seo/page-entity';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { newsDate, paragraphs } from './format';
import { isMissing, retryUnlessMissing } from './missing';
import { useEngagementApi } from './useEngagementApi';
import './engagement.css';

/** The operator's slug of an info page route: /terms → terms, /rules/promo → rules_promo. */
export function infoSlugOf(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '_');
}

export default function InfoPage() {
  const slug = infoSlugOf(useLocation().pathname);
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const { language } = useSession();
  const page = useQuery({
    queryKey: ['info-page', slug, language],
    queryFn: () => api!.infoPage(slug),
    enabled: api !== null,
    retry: retryUnlessMissing,
  });
  usePageEntity(page.data ? { name: page.data.title } : null);
  if (isMissing(page.error)) return <NotFound kind="page" />;
  if (!ready || page.isPending) return <Spinner />;
  if (page.isError) {
    return (
      <main className="page info-page">
        <ErrorState text={t('page_error')} onRetry={() => page.refetch()} />
      </main>
    );
  }
  const faq = slug === 'faq';
  return (
    <main className="page info-page" data-testid={`info-${slug}`}>
      <h1>{page.data.title}</h1>
      {faq ? (
        <div className="faq">
          {page.data.sections.map((s) => (
            <details key={s.heading} className="faq__item">
              <summary>{s.heading}</summary>
              {paragraphs(s.text).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </details>
          ))}
        </div>
      ) : (
        page.data.sections.map((s) => (
          <section key={s.heading} className="info-page__section">
            <h2>{s.heading}</h2>
            {paragraphs(s.text).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))
      )}
      {page.data.updated_at !== undefined && (
        <p className="info-page__updated">
          {t('updated', { date: newsDate(page.data.updated_at, language) })}
        </p>
      )}
    </main>
  );
}
