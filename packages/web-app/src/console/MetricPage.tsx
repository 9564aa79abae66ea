/**
 * One metric over the range (issue 40 item 3: "a time series of each metric with the breakdowns as
 * filters"): the metric, then a filter per dimension of the breakdown (the values the range has), the
 * figure over the whole range, the chart, and the same points as a table for those who do not see it.
 * The metric and the filters live in the address (route.ts), so a filtered chart can be sent as a link.
 */
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { METRIC_KINDS, METRIC_NAMES } from './format';
import { type MetricFilters, metricHash } from './route';
import { Empty, QueryState } from './States';
import { TimeChart } from './TimeChart';
import { DIMS, type DimensionsAnswer, type MetricName, type RangeName, type SeriesAnswer } from './types';
import { useFormat } from './useFormat';
import { useQoe } from './useQoe';

const go = (metric: MetricName, filters: MetricFilters) => {
  window.location.hash = metricHash(metric, filters);
};

export function MetricPage({
  range,
  metric,
  filters,
}: {
  range: RangeName;
  metric: MetricName;
  filters: MetricFilters;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const dims = useQoe<DimensionsAnswer>('/dimensions', { range });
  const query = useQoe<SeriesAnswer>('/series', { range, metric, ...filters });
  const filtered = DIMS.some((d) => filters[d]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`metric.${metric}`)}</h2>
      <fieldset className="qoe-filters">
        <legend>{t('metricPage.filters')}</legend>
        <label className="qoe-field" htmlFor={`${id}-metric`}>
          {t('metricPage.metric')}
          <select
            id={`${id}-metric`}
            value={metric}
            onChange={(e) => go(e.target.value as MetricName, filters)}
          >
            {METRIC_NAMES.map((m) => (
              <option key={m} value={m}>
                {t(`metric.${m}`)}
              </option>
            ))}
          </select>
        </label>
        {DIMS.map((dim) => {
          const known = dims.data?.[dim] ?? [];
          const chosen = filters[dim];
          // A value from a link that the range no longer has stays choosable (and shown as chosen).
          const values =
            chosen && !known.some((v) => v.value === chosen)
              ? [...known, { value: chosen, label: chosen }]
              : known;
          return (
            <label key={dim} className="qoe-field" htmlFor={`${id}-${dim}`}>
              {t(`dim.${dim}`)}
              <select
                id={`${id}-${dim}`}
                value={chosen ?? ''}
                onChange={(e) => go(metric, { ...filters, [dim]: e.target.value || undefined })}
              >
                <option value="">{t('metricPage.all')}</option>
                {values.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.label}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        {filtered ? (
          <button type="button" onClick={() => go(metric, {})}>
            {t('metricPage.clear')}
          </button>
        ) : null}
      </fieldset>
      <QueryState query={query}>
        {(data) =>
          data.views === 0 ? <Empty /> : <Series data={data} range={range} title={t(`metric.${metric}`)} />
        }
      </QueryState>
    </section>
  );
}

function Series({ data, range, title }: { data: SeriesAnswer; range: RangeName; title: string }) {
  const { t, i18n } = useTranslation('console');
  const format = useFormat();
  const kind = METRIC_KINDS[data.metric];
  const locale = i18n.language;
  const formatValue = useCallback((value: number) => format(value, kind), [format, kind]);
  const formatTick = useCallback(
    (at: number) =>
      new Intl.DateTimeFormat(
        locale,
        range === 'week'
          ? { day: '2-digit', month: '2-digit' }
          : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      ).format(at),
    [locale, range],
  );
  const formatBucket = (at: number) =>
    new Intl.DateTimeFormat(locale, {
      ...(range === 'hour' ? {} : { day: '2-digit', month: '2-digit' }),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  return (
    <>
      <p className="qoe-total" data-total>
        {t('metricPage.total', { range: t(`range.${range}`) })} <strong>{format(data.total, kind)}</strong>
      </p>
      <figure className="qoe-figure">
        <figcaption>{t('metricPage.chart', { metric: title })}</figcaption>
        <TimeChart points={data.points} formatValue={formatValue} formatTick={formatTick} />
      </figure>
      <details className="qoe-details">
        <summary>{t('metricPage.table')}</summary>
        <table className="qoe-table">
          <caption>{t('metricPage.chart', { metric: title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('metricPage.time')}</th>
              <th scope="col" className="num">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.points.map((p) => (
              <tr key={p.at}>
                <th scope="row">
                  <time dateTime={new Date(p.at).toISOString()}>{formatBucket(p.at)}</time>
                </th>
                <td className="num">{format(p.value, kind)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
