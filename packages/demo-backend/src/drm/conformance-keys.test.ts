import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi } from '../testing/api-fixture';
import { hexToBase64Url } from './clearkey';
import { CONFORMANCE_CLEARKEYS } from './conformance-keys';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('the conformance corpus keys', () => {
  it('are answered together in one licence, as the mixed-key stream asks for them', async () => {
    const kids = [...CONFORMANCE_CLEARKEYS.keys()].map(hexToBase64Url);
    const res = await api.app.inject({
      method: 'POST',
      url: '/v2/drm/clearkey/license',
      payload: JSON.stringify({ kids, type: 'temporary' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      keys: [...CONFORMANCE_CLEARKEYS].map(([kid, k]) => ({
        kty: 'oct',
        kid: hexToBase64Url(kid),
        k: hexToBase64Url(k),
      })),
      type: 'temporary',
    });
  });
});
