// The second demo operator (issue 37): the same product under its own ids and slugs, so the app is
// proven on an API whose start page, pages, rows, channels and categories are not OnAir's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { FIXED_NOW_MS, LIBRARY_FIXTURE } from '../testing/api-fixture';
import { FESTIVE_CHANNEL_ID, MERIDIAN, NEW_YEAR_ROW_IDS, ONAIR } from './profile';

let meridian: FastifyInstance;
const get = async (url: string) => {
  const res = await meridian.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  meridian = (await createApi(LIBRARY_FIXTURE, { now: () => FIXED_NOW_MS, seed: 1, operator: 'meridian' }))
    .app;
  await meridian.ready();
});
afterAll(() => meridian.close());

describe('the profiles', () => {
  it('leaves OnAir as seeded and renames every Meridian id and slug but the spec-fixed ones', () => {
    expect([ONAIR.channelId(7), ONAIR.channelSlug('retro-tv', 6), ONAIR.pageSlug('main')]).toEqual([
      7,
      'retro-tv',
      'main',
    ]);
    expect(MERIDIAN.channelId(7)).toBe(307);
    expect(MERIDIAN.channelSlug('retro-tv', 6)).toBe('mer-retro-tv');
    // A generated slug ends in its id: it ends in the new one.
    expect(MERIDIAN.channelSlug('channel-20', 20)).toBe('channel-320');
    expect(MERIDIAN.categorySlug('all')).toBe('vse');
    expect([MERIDIAN.pageId(1), MERIDIAN.pageSlug('main')]).toEqual([71, 'glavnaya']);
    expect([MERIDIAN.pageId(1000), MERIDIAN.pageSlug('my'), MERIDIAN.rowSlug('collection')]).toEqual([
      1000,
      'my',
      'collection',
    ]);
    expect([MERIDIAN.rowId(11), MERIDIAN.rowSlug('new-films')]).toEqual([71, 'm-new-films']);
  });
});

describe('Meridian TV on the wire', () => {
  it('names itself in the network call', async () => {
    const { body } = await get('/v2/users/self/network');
    expect(body.provider).toMatchObject({ name: 'Meridian TV', landing: { shortname: 'meridian' } });
  });

  it('has its own start page: the page of template startpage, slug glavnaya', async () => {
    const { body } = await get('/v2/rowsets?variant=web');
    const start = (body as { id: number; slug: string; template: string }[]).find(
      (p) => p.template === 'startpage',
    );
    expect(start).toMatchObject({ id: 71, slug: 'glavnaya' });
    expect((await get('/v2/pages/main')).status).toBe(404);
    const page = await get('/v2/pages/glavnaya');
    expect(page.body.rows.slice(0, 2).map((r: { id: number; slug: string }) => [r.id, r.slug])).toEqual([
      [70, 'm-tonight'],
      [71, 'm-new-films'],
    ]);
  });

  it('renames what rowset items point at', async () => {
    const { body } = await get('/v2/rows/m-quick-links');
    const destinations = body.promotions.map((p: { destination: unknown }) => p.destination);
    expect(destinations).toEqual(
      expect.arrayContaining([
        { type: 'rowset', id: 75, slug: 'detskoe' },
        { type: 'channel', id: 301 },
      ]),
    );
  });

  it('plays its line-up under its own ids and slugs, without OnAir’s festive channel or new-year rows', async () => {
    const channels = (await get('/v2/channels')).body as { id: number; slug: string }[];
    expect(channels.find((c) => c.slug === 'mer-onair-one')?.id).toBe(301);
    expect(channels.some((c) => c.id < 300)).toBe(false);
    expect((await get(`/v2/channels/${MERIDIAN.channelId(FESTIVE_CHANNEL_ID)}`)).status).toBe(404);
    expect((await get('/v2/channels/7')).status).toBe(404);
    expect((await get('/v2/channels/mer-premium-cinema')).body.id).toBe(307);
    for (const id of NEW_YEAR_ROW_IDS) expect((await get(`/v2/rows/${MERIDIAN.rowId(id)}`)).status).toBe(404);
    const categories = (await get('/v2/categories')).body as { id: number; slug: string }[];
    expect(categories.find((c) => c.id === 16)?.slug).toBe('vse');
  });
});
