import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('compressed answers, as an operator middleware sends them', () => {
  it('the channel line-up comes gzipped to a client that asks, plain to one that does not', async () => {
    const zipped = await api.app.inject({ url: '/v2/channels', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await api.app.inject({ url: '/v2/channels' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('an answer smaller than a packet stays plain', async () => {
    const small = await api.app.inject({
      url: '/v2/platform/resources',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1400);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
