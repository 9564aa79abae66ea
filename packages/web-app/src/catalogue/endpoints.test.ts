import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/http';
import { createCatalogueEndpoints } from './endpoints';

const apiAnswering = (answer: () => Promise<unknown>) =>
  ({ baseUrl: 'http://api.test/v2', url: () => '', request: vi.fn(answer) }) as unknown as ApiClient;

afterEach(() => vi.restoreAllMocks());

describe('countries and genres (001 §3, §4 Rows and filters, §7)', () => {
  it('only logs a failed country or genre list: the call is quiet and the failure goes to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = apiAnswering(() => Promise.reject(new Error('down')));
    const endpoints = createCatalogueEndpoints(api);
    await expect(endpoints.genres()).rejects.toThrow('down');
    await expect(endpoints.countries()).rejects.toThrow('down');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[onair] the genres list failed to load',
      '[onair] the countries list failed to load',
    ]);
    for (const [spec] of vi.mocked(api.request).mock.calls) expect(spec).toMatchObject({ quiet: true });
  });

  it('gives the genres sorted by name, the countries in the operator’s order', async () => {
    const list = [
      { id: 2, name: 'Western' },
      { id: 1, name: 'Action' },
    ];
    const endpoints = createCatalogueEndpoints(apiAnswering(async () => list));
    expect((await endpoints.genres()).map((g) => g.name)).toEqual(['Action', 'Western']);
    expect((await endpoints.countries()).map((c) => c.name)).toEqual(['Western', 'Action']);
  });
});
