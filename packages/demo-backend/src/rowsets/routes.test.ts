// The catalogue API over app.inject, one app for the file (the curation is read-only here except the
// search history, which each test writes under its own guest).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByPassword } from '../testing/accounts-fixture';
import { fixtureApi, getJson, guestToken } from '../testing/api-fixture';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await fixtureApi());
});
afterAll(() => app.close());

type Json = Record<string, unknown>;
const list = (body: unknown) => body as Json[];

describe('rowsets and pages', () => {
  it('lists the menu pages of the web variant in order, with the catalogue sub pages', async () => {
    const { status, body } = await getJson(app, '/v2/rowsets?variant=web');
    expect(status).toBe(200);
    const pages = list(body);
    expect(pages.map((p) => p.template)).toEqual([
      'startpage',
      'tvchannels',
      'group.catalog',
      'page',
      'page',
      'search',
      'outer_link',
      'my',
    ]);
    expect(pages.find((p) => p.template === 'group.catalog')?.pages).toEqual([
      { id: 41, slug: 'movies', title: 'Films', template: 'group.catalog.page' },
      { id: 42, slug: 'series', title: 'Series', template: 'group.catalog.page' },
    ]);
    const mobile = list((await getJson(app, '/v2/rowsets?variant=mobile300')).body);
    expect(mobile.some((p) => p.template === 'outer_link')).toBe(false);
    expect((await getJson(app, '/v2/rowsets?variant=tv')).status).toBe(400);
  });

  it('names pages and rows in the Accept-Language', async () => {
    const ru = list((await getJson(app, '/v2/rowsets', { headers: { 'accept-language': 'ru-RU' } })).body);
    expect(ru[0]?.title).toBe('Главная');
    // 001 §9 uz-uz and kk-kz: the menu and rows answer Uzbek (Latin) and Kazakh too.
    const uz = list((await getJson(app, '/v2/rowsets', { headers: { 'accept-language': 'uz' } })).body);
    expect(uz[0]?.title).toBe('Bosh sahifa');
    const kk = (await getJson(app, '/v2/pages/main', { headers: { 'accept-language': 'kk-KZ' } })).body;
    expect(kk.title).toBe('Басты бет');
    expect((kk.rows as Json[]).map((r) => r.title)).toContain('Жаңа фильмдер');
  });

  it('loads the start page by slug or id with its rows in order, without their items', async () => {
    const bySlug = (await getJson(app, '/v2/pages/main')).body;
    const byId = (await getJson(app, '/v2/pages/1')).body;
    expect(byId).toEqual(bySlug);
    const rows = bySlug.rows as Json[];
    expect(rows.slice(0, 4).map((r) => r.template)).toEqual([
      'promo-bg',
      'content-v',
      'channels',
      'content-h',
    ]);
    expect(rows[0]).not.toHaveProperty('promotions');
    expect((await getJson(app, '/v2/pages/nope')).status).toBe(404);
  });

  it('keeps only the search rows that find something for q', async () => {
    const rows = (await getJson(app, '/v2/pages/search?q=pattern')).body.rows as Json[];
    expect(rows.map((r) => r.slug)).toEqual(['search-films']);
    expect((await getJson(app, '/v2/pages/search?q=zzzzqq')).body.rows).toEqual([]);
  });
});

describe('rows', () => {
  it('pages a row to its end', async () => {
    const first = (await getJson(app, '/v2/rows/new-films?limit=100')).body;
    const total = (first.contents as Json[]).length + (first.more_count as number);
    expect(total).toBeGreaterThan(200);
    const last = (await getJson(app, `/v2/rows/11?offset=${total - 5}&limit=24`)).body;
    expect(last.contents as Json[]).toHaveLength(5);
    expect(last.more_count).toBe(0);
    const years = (first.contents as Json[]).map((c) => c.year as number);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('narrows a row by search and library', async () => {
    const found = (await getJson(app, '/v2/rows/new-films?search=PATTERN')).body.contents as Json[];
    expect(found.map((c) => c.id)).toEqual([101]);
    const library = (await getJson(app, '/v2/rows/new-films?library_id=1&limit=100')).body.contents as Json[];
    expect(library.length).toBeGreaterThan(10);
    expect(library.every((c) => c.library_id === 1)).toBe(true);
  });

  it('serves promotions with every destination type, channels, persons, packets', async () => {
    const promo = (await getJson(app, '/v2/rows/tonight')).body;
    expect(promo.duration).toBe(5);
    const types = (promo.promotions as Json[]).map((p) => (p.destination as Json).type);
    const buttons = ((await getJson(app, '/v2/rows/quick-links')).body.promotions as Json[]).map(
      (p) => (p.destination as Json).type,
    );
    expect(new Set([...types, ...buttons])).toEqual(
      new Set([
        'content',
        'row',
        'packet',
        'last_channel',
        'enter_promo_key',
        'text',
        'rowset',
        'channel',
        'open_url',
      ]),
    );
    expect(((await getJson(app, '/v2/rows/live-channels')).body.channels as Json[]).length).toBeGreaterThan(
      3,
    );
    expect(((await getJson(app, '/v2/rows/faces')).body.persons as Json[]).length).toBeGreaterThan(20);
    expect(((await getJson(app, '/v2/rows/packets')).body.packets as Json[]).length).toBeGreaterThan(0);
    expect((await getJson(app, '/v2/rows/404404')).status).toBe(404);
  });

  it('fills the favourites rows from the viewer’s favourites', async () => {
    const token = (await signInByPassword(app, 'demo', 'onair-demo')).access_token;
    const add = await app.inject({
      method: 'POST',
      url: `/v2/users/self/favorites?access_token=${token}`,
      payload: { content_id: 103 },
    });
    expect(add.statusCode).toBeLessThan(300);
    const mine = (await getJson(app, `/v2/rows/my-films?access_token=${token}`)).body.contents as Json[];
    expect(mine.map((c) => c.id)).toEqual([103]);
    expect((await getJson(app, '/v2/rows/my-films')).body.contents).toEqual([]);
  });

  it('tells a signed-in viewer whether a person is their favourite (§3 Person favorite)', async () => {
    const token = (await signInByPassword(app, 'demo', 'onair-demo')).access_token;
    const person = async () =>
      (await getJson(app, `/v2/persons/anna-petrova-201/row?access_token=${token}`)).body.person as Json;
    expect((await person()).favorite).toBeNull();
    const add = await app.inject({
      method: 'POST',
      url: `/v2/users/self/favorites?access_token=${token}`,
      payload: { person_id: 201 },
    });
    const favourite = add.json() as Json;
    expect((await person()).favorite).toEqual({ id: favourite.id });
    expect(((await getJson(app, '/v2/persons/201/row')).body.person as Json).favorite).toBeNull();
  });
});

describe('filters, countries and genres', () => {
  it('filters by genre and years and pages by 50', async () => {
    const genres = list((await getJson(app, '/v2/genres')).body);
    const drama = genres.find((g) => g.name === 'Drama')?.id;
    const url = `/v2/rows/filter?content_type=movie&genre=${drama}&year_from=1990&year_to=2026`;
    const first = (await getJson(app, url)).body;
    const items = first.contents as Json[];
    expect(items).toHaveLength(50);
    for (const c of items) {
      expect((c.genres as Json[]).map((g) => g.name)).toContain('Drama');
      expect(c.year as number).toBeGreaterThanOrEqual(1990);
      expect(c.content_type).toBe('movie');
    }
    const next = (await getJson(app, `${url}&offset=50`)).body.contents as Json[];
    expect(next.some((c) => items.some((i) => i.id === c.id))).toBe(false);
    expect((await getJson(app, '/v2/rows/filter?year_from=2020&year_to=2000')).status).toBe(400);
    expect((await getJson(app, '/v2/rows/filter?genre=9999')).status).toBe(400);
  });

  it('translates countries and genres', async () => {
    const ru = list((await getJson(app, '/v2/countries', { headers: { 'accept-language': 'ru' } })).body);
    expect(ru.map((c) => c.name)).toContain('Япония');
    const en = list((await getJson(app, '/v2/countries')).body);
    expect(en.find((c) => c.name === 'Japan')?.id).toBe(ru.find((c) => c.name === 'Япония')?.id);
    const uz = list((await getJson(app, '/v2/countries', { headers: { 'accept-language': 'uz' } })).body);
    expect(uz.find((c) => c.name === 'Yaponiya')?.id).toBe(ru.find((c) => c.name === 'Япония')?.id);
    const kk = list((await getJson(app, '/v2/genres', { headers: { 'accept-language': 'kk' } })).body);
    expect(kk.map((g) => g.name)).toContain('Қорқынышты');
  });

  it("names a title's genres with the genres list's ids and words, so a genre's subgenres can be offered", async () => {
    const ru = { headers: { 'accept-language': 'ru' } };
    const genres = list((await getJson(app, '/v2/genres', ru)).body);
    const drama = genres.find((g) => g.name === 'Драма')?.id;
    const titles = (await getJson(app, `/v2/rows/filter?main_genre=${drama}&limit=100`, ru)).body
      .contents as Json[];
    expect(titles.length).toBeGreaterThan(0);
    const named = titles.flatMap((c) => c.genres as Json[]);
    for (const title of titles) expect((title.genres as Json[])[0]).toEqual({ id: drama, name: 'Драма' });
    for (const genre of named) expect(genres).toContainEqual(genre);
    // Drama's titles name other genres too: those are its subgenres.
    expect(new Set(named.map((g) => g.id)).size).toBeGreaterThan(1);
  });
});

describe('search', () => {
  it('suggests titles starting with the text first, and remembers choices per viewer', async () => {
    const suggestions = list((await getJson(app, '/v2/search/suggestions?q=the%20test')).body);
    expect(suggestions[0]).toMatchObject({ text: 'The Test Pattern', type: 'content', id: 101 });
    const token = await guestToken(app);
    expect(list((await getJson(app, `/v2/search/suggestions?access_token=${token}`)).body)).toEqual([]);
    const sent = await app.inject({
      method: 'POST',
      url: `/v2/search/history?access_token=${token}`,
      payload: { query: 'Test', type: 'content', id: 101, title: 'The Test Pattern' },
    });
    expect(sent.statusCode).toBe(200);
    const recent = list((await getJson(app, `/v2/search/suggestions?access_token=${token}`)).body);
    expect(recent).toEqual([{ text: 'The Test Pattern', type: 'content', id: 101, from_history: true }]);
    const bad = await app.inject({
      method: 'POST',
      url: `/v2/search/history?access_token=${token}`,
      payload: { query: ' ', type: 'content', id: 1, title: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/v2/search/history', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('persons, similar, programmes', () => {
  it('gives a person with their titles, by slug or id', async () => {
    const row = (await getJson(app, '/v2/persons/anna-petrova-201/row')).body;
    expect((row.person as Json).name).toBe('Anna Petrova');
    expect((row.contents as Json[]).map((c) => c.id)).toEqual([101, 111]);
    expect((await getJson(app, '/v2/persons/9999/row')).status).toBe(404);
  });

  it('gives up to 12 similar titles sharing a genre', async () => {
    const similar = list((await getJson(app, '/v2/contents/101/similar')).body);
    expect(similar).toHaveLength(12);
    expect(similar.every((c) => (c.genres as Json[]).some((g) => g.name === 'Drama'))).toBe(true);
    expect(similar.some((c) => c.id === 101)).toBe(false);
  });

  it('finds a programme by its id', async () => {
    const schedule = list((await getJson(app, '/v2/channels/1/schedule')).body);
    const programme = schedule[0] as Json;
    const info = (await getJson(app, `/v2/programs/${programme.id}`)).body;
    expect(info.title).toBe(programme.title);
    expect((await getJson(app, `/v2/programs/${(programme.id as number) + 1}`)).status).toBe(404);
  });
});
