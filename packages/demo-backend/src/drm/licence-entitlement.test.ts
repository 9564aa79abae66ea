import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEARKEY_KID_HEX } from '../media-server/index';
import { fixtureApi, guestToken } from '../testing/api-fixture';
import { hexToBase64Url } from './clearkey';

// Issue 35 item 7: the ClearKey licence server gave the encrypted film's key to anyone who asked — no token, any
// viewer, any content (checked once on that code: every refusal below was a 200 with the key).
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await fixtureApi());
});
afterAll(() => app.close());

const KIDS = { kids: [hexToBase64Url(CLEARKEY_KID_HEX)], type: 'temporary' };
const ask = (query: string) =>
  app.inject({ method: 'POST', url: `/v2/drm/clearkey/license${query}`, payload: KIDS });

describe('the ClearKey licence', () => {
  it('needs a token', async () => {
    const res = await ask('?content_id=102');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ error_code: 'drm_error', code: 8002 });
    expect(res.body).not.toContain('"k"');
  });

  it('needs a live token', async () => {
    expect((await ask('?content_id=102&access_token=dead')).statusCode).toBe(401);
  });

  it('needs the content the keys are asked for', async () => {
    const token = await guestToken(app);
    const res = await ask(`?access_token=${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details.message).toMatch(/names no content/);
  });

  it.each([
    ['a film the viewer has not bought', 104, /not purchased/],
    ['a film that is not encrypted', 101, /not encrypted/],
    ['a content that does not exist', 99_999, /No content/],
  ])('refuses %s', async (_kind, contentId, reason) => {
    const token = await guestToken(app);
    const res = await ask(`?content_id=${contentId}&access_token=${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ error_code: 'drm_error', code: 8002 });
    expect(res.json().error.details.message).toMatch(reason);
  });

  it('gives the key to an entitled viewer through the URL the stream response names', async () => {
    const token = await guestToken(app);
    const stream = await app.inject({ method: 'GET', url: `/v2/contents/102/stream?access_token=${token}` });
    const laClearkey = new URL(stream.json().laClearkey as string);
    expect(laClearkey.searchParams.get('content_id')).toBe('102');
    const res = await ask(`${laClearkey.search}&access_token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().keys).toHaveLength(1);
  });
});
