/** The console's figure writer in the current language: formatMetric with the units of console.json. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric, type MetricKind } from './format';

export function useFormat(): (value: number | null | undefined, kind: MetricKind) => string {
  const { t, i18n } = useTranslation('console');
  const locale = i18n.language;
  return useCallback(
    (value, kind) => formatMetric(value, kind, locale, (unit, v) => t(`unit.${unit}`, { value: v })),
    [t, locale],
  );
}
