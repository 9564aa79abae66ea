import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi, getJson } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('start-up pages', () => {
  it('welcome: documents with checkboxes and their defaults, in English by default', async () => {
    const { status, body } = await getJson(api.app, '/v2/pages/welcome', { headers: { host: 'tv.test' } });
    expect(status).toBe(200);
    const docs = body.docs as {
      id: number;
      type: string;
      checkbox: boolean;
      default_value?: boolean;
      url: string | null;
    }[];
    expect(docs.map((d) => [d.type, d.checkbox, d.default_value])).toEqual([
      ['intro', false, undefined],
      ['agreement', true, true],
      ['news', true, false],
    ]);
    expect(docs[1]?.url).toMatch(/\/static\/agreement\.html$/);
    expect(JSON.stringify(docs)).toContain('User agreement');
  });

  it('welcome and auth methods follow Accept-Language', async () => {
    const ru = { headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' } };
    expect(JSON.stringify((await getJson(api.app, '/v2/pages/welcome', ru)).body)).toContain(
      'Пользовательское соглашение',
    );
    expect((await getJson(api.app, '/v2/pages/auth', ru)).body).toEqual({
      methods: [
        { type: 'phone', title: 'По номеру телефона' },
        { type: 'login', title: 'По логину и паролю' },
      ],
    });
    const en = await getJson(api.app, '/v2/pages/auth');
    expect((en.body.methods as { type: string }[]).map((m) => m.type)).toEqual(['phone', 'login']);
  });
});
