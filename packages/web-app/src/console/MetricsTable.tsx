/** Rows of metrics (a breakdown, a worst list): the columns an operator compares channels or engines by. */
import { useTranslation } from 'react-i18next';
import type { MetricKind } from './format';
import { ScrollBox } from './ScrollBox';
import type { Metrics, Row } from './types';
import { useFormat } from './useFormat';

const COLUMNS: readonly { key: keyof Metrics; kind: MetricKind }[] = [
  { key: 'views', kind: 'count' },
  { key: 'failureRate', kind: 'rate' },
  { key: 'exitRate', kind: 'rate' },
  { key: 'startupP50', kind: 'ms' },
  { key: 'rebufferRatio', kind: 'rate' },
  { key: 'errors', kind: 'count' },
];

export function MetricsTable({ rows, caption }: { rows: readonly Row[]; caption: string }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  return (
    <ScrollBox label={caption}>
      <table className="qoe-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="num">
                {t(`metric.${c.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">{row.label || row.value || t('table.unknown')}</th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="num">
                  {format(row.metrics[c.key], c.kind)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
