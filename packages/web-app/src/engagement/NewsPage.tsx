/** 001 §2 /news: the operator's news, newest first, each opening /news/{id}. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { newsDate } from './format';
import { useEngagementApi } from './useEngagementApi';
import './engagement.css';

export default function NewsPage() {
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const { language } = useSession();
  const news = useQuery({ queryKey: ['news', language], queryFn: () => api!.news(), enabled: api !== null });
  if (!ready || news.isPending) return <Spinner />;
  return (
    <main className="page info-page">
      <h1>{t('news_title')}</h1>
      {news.isError ? (
        <ErrorState text={t('news_error')} onRetry={() => news.refetch()} />
      ) : news.data.length === 0 ? (
        <p className="info-page__empty">{t('news_empty')}</p>
      ) : (
        <ul className="news-list">
          {news.data.map((item) => (
            <li key={item.id} className="news-card">
              <time dateTime={new Date(item.published_at * 1000).toISOString()}>
                {newsDate(item.published_at, language)}
              </time>
              <h2>
                <Link to={`/news/${item.id}`}>{item.title}</Link>
              </h2>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
