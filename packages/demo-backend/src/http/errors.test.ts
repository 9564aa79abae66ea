import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi } from '../testing/api-fixture';
import { ApiError } from './errors';

describe('ApiError', () => {
  it('serialises to the one error shape, with optional field, code and details', () => {
    expect(new ApiError(404, 'not_found', 'Channel 999 not found').toBody()).toEqual({
      error: { status: 404, error_code: 'not_found', message: 'Channel 999 not found' },
    });
    const drm = new ApiError(403, 'drm_error', 'Licence refused', {
      code: 8002,
      details: { message: 'why' },
    });
    expect(drm.toBody().error).toMatchObject({ code: 8002, details: { message: 'why' } });
  });
});

describe('error handling over HTTP', () => {
  let api: Awaited<ReturnType<typeof fixtureApi>>;
  beforeAll(async () => {
    api = await fixtureApi();
  });
  afterAll(() => api.app.close());

  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v2/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { status: 404, error_code: 'not_found', message: 'No route GET /v2/nowhere' },
    });
  });

  it('answers malformed JSON with 400 naming the body, then keeps serving', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: '/v2/auth/device',
      headers: { 'content-type': 'application/json' },
      payload: '{"device_id": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { status: 400, error_code: 'invalid_json', field: 'body' } });
    const good = await api.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(good.statusCode).toBe(200);
  });

  it('answers a failing schema with 400 naming the field', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/v2/auth/device', payload: { device_id: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { error_code: 'invalid_request', field: 'device_id' } });
  });

  it('answers CORS preflights for any origin', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: '/v2/stat',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
