/** The metrics per value of one dimension (channel, content, engine, browser, device, provider). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricsTable } from './MetricsTable';
import { Empty, QueryState } from './States';
import { type BreakdownAnswer, DIMS, type Dim, type RangeName } from './types';
import { useQoe } from './useQoe';

export function Breakdown({ range }: { range: RangeName }) {
  const { t } = useTranslation('console');
  const [dim, setDim] = useState<Dim>('channel');
  const id = useId();
  const query = useQoe<BreakdownAnswer>('/breakdown', { range, dim });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('breakdown.title')}</h2>
      <label className="qoe-field" htmlFor={`${id}-dim`}>
        {t('breakdown.by')}{' '}
        <select id={`${id}-dim`} value={dim} onChange={(e) => setDim(e.target.value as Dim)}>
          {DIMS.map((d) => (
            <option key={d} value={d}>
              {t(`dim.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={query}>
        {({ rows }) =>
          rows.length === 0 ? <Empty /> : <MetricsTable rows={rows} caption={t(`dim.${dim}`)} />
        }
      </QueryState>
    </section>
  );
}
