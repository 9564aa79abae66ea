/** The loading, error and empty states every console page shows the same way. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation('console');
  return (
    <p className="qoe-state" role="status">
      {t('state.loading')}
    </p>
  );
}

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('console');
  return (
    <div className="qoe-state" role="alert">
      <p>{t('state.error')}</p>
      <button type="button" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export function Empty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('console');
  return <p className="qoe-state">{children ?? t('state.empty')}</p>;
}

/** Picks the state for a query: loading, failed (with retry) or the page. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined) return <Failed onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
