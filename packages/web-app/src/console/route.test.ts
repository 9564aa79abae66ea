import { describe, expect, it } from 'vitest';
import { routeOf } from './route';

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
});
