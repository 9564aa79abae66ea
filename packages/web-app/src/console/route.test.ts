import { describe, expect, it } from 'vitest';
import { metricHash, routeOf } from './route';

describe('routeOf', () => {
  it('reads each page from the hash', () => {
    expect(routeOf('#/breakdown')).toEqual({ page: 'breakdown' });
    expect(routeOf('#/views')).toEqual({ page: 'views' });
    expect(routeOf('#/views/abcDEF_123-x')).toEqual({ page: 'view', viewId: 'abcDEF_123-x' });
  });
  it('opens the overview for an empty or unknown hash, and refuses a malformed viewing id', () => {
    expect(routeOf('')).toEqual({ page: 'overview' });
    expect(routeOf('#/nope')).toEqual({ page: 'overview' });
    expect(routeOf('#/views/a b<script>')).toEqual({ page: 'overview' });
  });
  it('reads a metric page with its filters, and falls back to the median startup for an unknown metric', () => {
    expect(routeOf('#/metric/failureRate?channel=1&engine=hls&colour=red')).toEqual({
      page: 'metric',
      metric: 'failureRate',
      filters: { channel: '1', engine: 'hls' },
    });
    expect(routeOf('#/metric/constructor')).toEqual({ page: 'metric', metric: 'startupP50', filters: {} });
    expect(routeOf('#/metric')).toEqual({ page: 'metric', metric: 'startupP50', filters: {} });
    expect(routeOf(`#/metric/plays?browser=${'x'.repeat(65)}`)).toMatchObject({ filters: {} });
  });
  it('writes a metric page’s hash that reads back the same', () => {
    const hash = metricHash('rebufferRatio', { browser: 'chrome', content: 'a b&c', engine: '' });
    expect(hash).toBe('#/metric/rebufferRatio?content=a+b%26c&browser=chrome');
    expect(routeOf(hash)).toEqual({
      page: 'metric',
      metric: 'rebufferRatio',
      filters: { content: 'a b&c', browser: 'chrome' },
    });
  });
});
