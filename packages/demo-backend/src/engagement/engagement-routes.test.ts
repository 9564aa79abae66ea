// The engagement routes through the API: news list and item (404 for a missing one), information
// pages and instructions in both languages, survey 1 with the §5 answer rules, advertising ids and
// A/B groups per viewer. One app for the file; each test uses its own viewer where state matters.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { FESTIVE_CHANNEL_ID, NEW_YEAR_ROW_IDS } from '../operators/profile';
import { post, signInByPassword } from '../testing/accounts-fixture';
import { fixtureApi, guestToken } from '../testing/api-fixture';
import {
  abTestSchema,
  adIdSchema,
  infoPageSchema,
  instructionsSchema,
  newsItemAnswer,
  newsListAnswer,
  surveySchema,
} from './engagement-answers';
import { NEWS_SEEDS } from './news-seed';
import { seedEngagement } from './seed';

let app: FastifyInstance;
let db: Parameters<typeof seedEngagement>[0];
let channelRecords: { id: number; is4k: boolean; isFree: boolean }[];
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  const api = await fixtureApi();
  app = api.app;
  db = api.database;
  channelRecords = api.catalogue.channels;
});
afterAll(() => app.close());

describe('news (001 §7 News)', () => {
  it('lists the news newest first in data, pages through them, and answers one item or a 404', async () => {
    const list = newsListAnswer.parse((await get('/v2/news')).body);
    const newestFirst = [...NEWS_SEEDS].sort((a, b) => Date.parse(b.published) - Date.parse(a.published));
    expect(list.data.map((n) => n.id)).toEqual(newestFirst.map((n) => n.id));
    expect(list.data[0]?.published_at).toBe(Date.parse('2026-11-20T09:00:00Z') / 1000);
    const page = newsListAnswer.parse((await get('/v2/news?limit=2&offset=1')).body);
    expect(page.data.map((n) => n.id)).toEqual(newestFirst.slice(1, 3).map((n) => n.id));

    const item = newsItemAnswer.parse((await get('/v2/news/1')).body);
    expect(item.data.title).toBe('A 7-day archive on every channel');
    expect(item.data.body).toContain('\n\n');
    const ru = newsItemAnswer.parse((await get('/v2/news/1', { 'accept-language': 'ru-RU,ru' })).body);
    expect(ru.data.title).toBe('Архив за 7 дней на каждом канале');

    const missing = await get('/v2/news/999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ error_code: 'not_found', message: 'News item 999 not found' });
    expect((await get('/v2/news/abc')).body.error).toMatchObject({ status: 400, field: 'id' });
    expect((await get('/v2/news?limit=0')).body.error).toMatchObject({ status: 400, field: 'limit' });
  });
});

describe('information pages and instructions', () => {
  it('answers terms, faq, gift and both rules pages in English and Russian; an unknown slug is a 400', async () => {
    for (const slug of ['terms', 'faq', 'gift', 'rules', 'rules_promo']) {
      const en = infoPageSchema.parse((await get(`/v2/info_pages/${slug}`)).body);
      const ru = infoPageSchema.parse(
        (await get(`/v2/info_pages/${slug}`, { 'accept-language': 'ru' })).body,
      );
      expect(en.slug).toBe(slug);
      expect(en.sections.length).toBeGreaterThan(1);
      expect(ru.sections).toHaveLength(en.sections.length);
      expect(ru.title).not.toBe(en.title);
    }
    expect((await get('/v2/info_pages/secrets')).body.error).toMatchObject({ status: 400, field: 'slug' });
  });

  it('lists the nine devices of §2 with steps and a help link, and counts the advantages from the catalogue', async () => {
    const body = instructionsSchema.parse((await get('/v2/instructions')).body);
    expect(body.devices.map((d) => d.id)).toEqual([
      'samsung',
      'sony',
      'lg',
      'haier',
      'xiaomi',
      'yandex',
      'sberbox',
      'apple_tv',
      'android_tv',
    ]);
    for (const d of body.devices) {
      expect(d.steps.length).toBeGreaterThan(1);
      expect(d.help_url).toMatch(/^https:\/\//);
    }
    const listed = channelRecords.filter((c) => !c.is4k);
    expect(body.advantages.channels).toBe(listed.length);
    expect(body.advantages.free_channels).toBe(listed.filter((c) => c.isFree).length);
    expect(body.advantages.free_channels).toBeGreaterThan(0);
    expect(body.advantages.device_limit).toBe(5);
    const ru = instructionsSchema.parse((await get('/v2/instructions', { 'accept-language': 'ru' })).body);
    expect(ru.devices[0]?.steps[0]).toMatch(/Откройте/);
  });
});

describe('the new-year page (001 §2 /newyear, §9 channel 3929)', () => {
  it('has the spec channel and the five fixed rows, and no call of its own', async () => {
    expect((await get(`/v2/channels/${FESTIVE_CHANNEL_ID}`)).status).toBe(200);
    for (const id of NEW_YEAR_ROW_IDS) {
      const row = (await get(`/v2/rows/${id}`)).body as { id: number; contents: unknown[] };
      expect(row.id).toBe(id);
      expect(row.contents.length).toBeGreaterThan(0);
    }
    expect((await get('/v2/newyear')).status).toBe(404);
  });
});

describe('survey 1 (000 §5, §7 Surveys)', () => {
  it('needs a session, shows the answers, refuses nothing chosen and unknown ids, and stores an answer', async () => {
    expect((await get('/v2/surveys/1/questions')).status).toBe(401);
    const token = await guestToken(app);
    const survey = surveySchema.parse((await get('/v2/surveys/1/questions', bearer(token))).body);
    expect(survey).toMatchObject({ id: 1, allow_user_answer: true });
    expect(survey.answers.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect((await get('/v2/surveys/9/questions', bearer(token))).status).toBe(404);

    const none = await post(app, '/v2/surveys/1/answers', { answer_ids: [], user_text: '   ' }, token);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ field: 'answer_ids' });
    expect(none.json().error.message).toContain('error_none_field_is_selected');
    const unknown = await post(app, '/v2/surveys/1/answers', { answer_ids: [2, 77] }, token);
    expect(unknown.json().error).toMatchObject({ status: 400, field: 'answer_ids' });

    const saved = await post(
      app,
      '/v2/surveys/1/answers',
      { answer_ids: [3, 1, 3], user_text: ' More films ' },
      token,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ survey_id: 1, answer_ids: [3, 1], user_text: 'More films' });
    const onlyText = await post(app, '/v2/surveys/1/answers', { user_text: 'Great archive' }, token);
    expect(onlyText.statusCode).toBe(201);
    const rows = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM survey_responses');
    expect(Number(rows[0]?.n)).toBe(2);
  });

  it('refuses free text when the survey takes none', async () => {
    await db.query('UPDATE surveys SET allow_user_answer = false WHERE id = 1');
    try {
      const token = await guestToken(app);
      const res = await post(app, '/v2/surveys/1/answers', { answer_ids: [1], user_text: 'hello' }, token);
      expect(res.json().error).toMatchObject({ status: 400, field: 'user_text' });
    } finally {
      await db.query('UPDATE surveys SET allow_user_answer = true WHERE id = 1');
    }
  });
});

describe('ads ids and A/B tests (000 §7 Ads and tests)', () => {
  it('keeps one advertising id per vendor for the viewer and answers each test with a stable group', async () => {
    const { access_token: token } = await signInByPassword(
      app,
      DEMO_USERS.password.username,
      DEMO_USERS.password.password,
    );
    expect((await get('/v2/ads/ad_ids')).status).toBe(401);
    expect(
      (await post(app, '/v2/ads/ad_ids', { identifier: 'a-1', vendor: 'google' }, token)).statusCode,
    ).toBe(200);
    await post(app, '/v2/ads/ad_ids', { identifier: 'a-2', vendor: 'google' }, token);
    await post(app, '/v2/ads/ad_ids', { identifier: 'idfa-9', vendor: 'apple' }, token);
    const ids = (await get('/v2/ads/ad_ids', bearer(token))).body.map((x: unknown) => adIdSchema.parse(x));
    expect(ids).toEqual([
      { vendor: 'apple', identifier: 'idfa-9' },
      { vendor: 'google', identifier: 'a-2' },
    ]);
    const bad = await post(app, '/v2/ads/ad_ids', { identifier: ' ', vendor: 'google' }, token);
    expect(bad.json().error).toMatchObject({ status: 400, field: 'identifier' });
    // Another viewer does not see them.
    expect((await get('/v2/ads/ad_ids', bearer(await guestToken(app)))).body).toEqual([]);

    const first = (await get('/v2/ab_tests/tests', bearer(token))).body.map((x: unknown) =>
      abTestSchema.parse(x),
    );
    expect(first.map((t: { name: string }) => t.name)).toEqual(['start_page_rows', 'trial_banner']);
    expect((await get('/v2/ab_tests/tests', bearer(token))).body).toEqual(first);
  });

  it('seeds idempotently: a second seed run changes nothing an operator edited', async () => {
    await db.query("UPDATE news_texts SET title = 'Edited' WHERE news_id = 2 AND language = 'en'");
    await seedEngagement(db);
    expect((await get('/v2/news/2')).body.data.title).toBe('Edited');
    expect((await get('/v2/news')).body.data).toHaveLength(NEWS_SEEDS.length);
  });
});
