/** 001 §2 /news/{id}: one news item; 001 §4 "failure sets the item to 404" — a missing one shows the 404 page. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFound } from '../pages/NotFound';
import { usePageEntity } from '../seo/page-entity';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { newsDate, paragraphs } from './format';
import { isMissing, retryUnlessMissing } from './missing';
import { useEngagementApi } from './useEngagementApi';
import './engagement.css';

export default function NewsItemPage() {
  const { id = '' } = useParams();
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const { language } = useSession();
  const validId = /^\d{1,9}$/.test(id);
  const item = useQuery({
    queryKey: ['news', language, id],
    queryFn: () => api!.newsItem(id),
    enabled: api !== null && validId,
    retry: retryUnlessMissing,
  });
  usePageEntity(
    item.data ? { name: item.data.title, description: item.data.summary || item.data.body } : null,
  );
  if (!validId || isMissing(item.error)) return <NotFound kind="page" />;
  if (!ready || item.isPending) return <Spinner />;
  return (
    <main className="page info-page">
      <Link className="info-page__back" to="/news">
        ← {t('back_to_news')}
      </Link>
      {item.isError ? (
        <ErrorState text={t('news_item_error')} onRetry={() => item.refetch()} />
      ) : (
        <article className="news-article">
          <time dateTime={new Date(item.data.published_at * 1000).toISOString()}>
            {newsDate(item.data.published_at, language)}
          </time>
          <h1>{item.data.title}</h1>
          {paragraphs(item.data.body).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </article>
      )}
    </main>
  );
}
