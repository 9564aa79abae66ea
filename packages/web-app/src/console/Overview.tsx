/**
 * The overview: the headline metrics of the range, each with its sparkline, then the errors by §8 code
 * and the worst channels and contents (issue 40 item 3).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorsTable } from './ErrorsTable';
import { HEADLINE, sparklineData } from './format';
import { Sparkline } from './Sparkline';
import { QueryState } from './States';
import type { Overview as OverviewAnswer, RangeName } from './types';
import { useFormat } from './useFormat';
import { useQoe } from './useQoe';
import { WorstLists } from './WorstLists';

export function Overview({ range }: { range: RangeName }) {
  const { t } = useTranslation('console');
  const query = useQoe<OverviewAnswer>('/overview', { range });
  return (
    <>
      <section aria-labelledby="qoe-headline">
        <h2 id="qoe-headline">{t('overview.headline')}</h2>
        <QueryState query={query}>{(data) => <Cards data={data} />}</QueryState>
      </section>
      <ErrorsTable range={range} />
      <WorstLists range={range} />
    </>
  );
}

function Cards({ data }: { data: OverviewAnswer }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const lines = useMemo(
    () => Object.fromEntries(HEADLINE.map((m) => [m.key, sparklineData(data.series, m.key)])),
    [data],
  );
  return (
    <ul className="qoe-cards">
      {HEADLINE.map((m) => (
        <li key={m.key} className="qoe-card" data-metric={m.key}>
          <a className="qoe-card-name" href={`#/metric/${m.key}`}>
            {t(`metric.${m.key}`)}
          </a>
          <strong className="qoe-card-value">{format(data.totals[m.key], m.kind)}</strong>
          <Sparkline data={lines[m.key]!} />
        </li>
      ))}
    </ul>
  );
}
