/** The ten worst channels and contents of the range (the backend orders them: failures, exits, stalls, slow starts). */
import { useTranslation } from 'react-i18next';
import { MetricsTable } from './MetricsTable';
import { Empty, QueryState } from './States';
import type { RangeName, WorstAnswer } from './types';
import { useQoe } from './useQoe';

export function WorstLists({ range }: { range: RangeName }) {
  const { t } = useTranslation('console');
  const query = useQoe<WorstAnswer>('/worst', { range });
  return (
    <section aria-labelledby="qoe-worst">
      <h2 id="qoe-worst">{t('worst.title')}</h2>
      <QueryState query={query}>
        {(data) =>
          data.channel.length + data.content.length === 0 ? (
            <Empty />
          ) : (
            <div className="qoe-pair">
              <MetricsTable rows={data.channel} caption={t('worst.channels')} />
              <MetricsTable rows={data.content} caption={t('worst.contents')} />
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
