/**
 * The console's pages in the address's hash (#/overview, #/breakdown, #/metric/<name>?channel=…,
 * #/views, #/views/<id>): a bookmark or a link pasted into a support ticket opens the same page with the
 * same filters, and the static server needs no routes. Pure.
 */
import { isMetricName } from './format';
import { DIMS, type Dim, type MetricName } from './types';

export type MetricFilters = Partial<Record<Dim, string>>;

export type ConsoleRoute =
  | { page: 'overview' }
  | { page: 'breakdown' }
  | { page: 'metric'; metric: MetricName; filters: MetricFilters }
  | { page: 'views' }
  | { page: 'view'; viewId: string };

/** The backend's limit for a dimension's value (routes.ts `dimValue`). */
const MAX_VALUE = 64;

export function routeOf(hash: string): ConsoleRoute {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  const view = /^views\/([A-Za-z0-9_-]{8,64})$/.exec(path);
  if (view) return { page: 'view', viewId: view[1]! };
  if (path === 'breakdown') return { page: 'breakdown' };
  if (path === 'views') return { page: 'views' };
  const metric = /^metric(?:\/([A-Za-z0-9]+))?$/.exec(path);
  if (metric) {
    const name = metric[1] ?? '';
    const params = new URLSearchParams(search);
    const filters: MetricFilters = {};
    for (const dim of DIMS) {
      const value = params.get(dim);
      if (value && value.length <= MAX_VALUE) filters[dim] = value;
    }
    return { page: 'metric', metric: isMetricName(name) ? name : 'startupP50', filters };
  }
  return { page: 'overview' };
}

/** The hash of a metric page (the inverse of routeOf for it): the filters in the breakdown's order. */
export function metricHash(metric: MetricName, filters: MetricFilters): string {
  const params = new URLSearchParams();
  for (const dim of DIMS) {
    const value = filters[dim];
    if (value) params.set(dim, value);
  }
  const qs = params.toString();
  return `#/metric/${metric}${qs ? `?${qs}` : ''}`;
}
