// Issue 35 item 4, the other half: a child profile's scope (000 §6, nothing rated above 12) holds on every
// catalogue answer, not only the channel list and rows. Before this change a child was served the 18+ film
// 105 by the filter page, by the similar titles of a thriller, by its director's person row and contents,
// and the adult profile's search history on the search box.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/index';
import { parentalApproval, signInByPassword } from '../testing/accounts-fixture';
import { fixtureApi } from '../testing/api-fixture';
import { CHILD_MAX_AGE } from './profile-rules';
import { DEMO_PIN } from './seed';

let app: FastifyInstance;
let token: string;
let adultId: number;
let kidsId: number;

/** Film 105 (18+) is a thriller like 102, directed by person 205 (catalogue/contents.ts). */
const ADULT_FILM = 105;
const THRILLER = 102;
const ITS_DIRECTOR = 205;

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
};
/** Switches profile; onto the adult one with the PIN entered first, as the app does. */
const choose = async (id: number) => {
  const approval = id === adultId ? await parentalApproval(app, token, 'profile', DEMO_PIN) : null;
  const res = await app.inject({
    method: 'POST',
    url: '/v2/users/self/profile',
    headers: { authorization: `Bearer ${token}`, ...(approval ? { 'x-parental-approval': approval } : {}) },
    payload: { id },
  });
  expect(res.statusCode).toBe(200);
};
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const ages = (items: { age: number }[]) => items.map((item) => item.age);

/** Every page of the filter page's answer, unfiltered. */
async function wholeFilter(): Promise<{ id: number; age: number }[]> {
  const all: { id: number; age: number }[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await get(`/v2/rows/filter?limit=100&offset=${offset}`)).body;
    all.push(...page.contents);
    if (page.more_count === 0) return all;
  }
}

/** What each route answers, as the lists of titles a viewer would see. */
const answers = async () => ({
  filter: await wholeFilter(),
  similar: (await get(`/v2/contents/${THRILLER}/similar`)).body as { id: number; age: number }[],
  personRow: (await get(`/v2/persons/${ITS_DIRECTOR}/row`)).body.contents as { id: number; age: number }[],
  personContents: (await get(`/v2/persons/${ITS_DIRECTOR}/contents`)).body as { id: number; age: number }[],
  history: (await get('/v2/search/suggestions')).body as { id: number; type: string }[],
});

beforeAll(async () => {
  ({ app } = await fixtureApi());
  token = (await signInByPassword(app, DEMO_USERS.password.username, DEMO_USERS.password.password))
    .access_token;
  const profiles = (await get('/v2/users/self/profiles')).body as { id: number; role: string }[];
  adultId = profiles.find((p) => p.role === 'adult')?.id ?? 0;
  kidsId = profiles.find((p) => p.role === 'child')?.id ?? 0;
  // The adult profile looks for the thriller and picks it from search.
  const chosen = await app.inject({
    method: 'POST',
    url: '/v2/search/history',
    headers: { authorization: `Bearer ${token}` },
    payload: { query: 'midnight', type: 'content', id: ADULT_FILM, title: 'Midnight Thriller' },
  });
  expect(chosen.statusCode).toBe(200);
});
afterAll(() => app.close());

describe('a child profile’s scope on the catalogue routes', () => {
  it('the adult profile is served the 18+ film on each of them (so the child’s answers below can fail)', async () => {
    const adult = await answers();
    expect(ids(adult.filter)).toContain(ADULT_FILM);
    expect(ids(adult.similar)).toContain(ADULT_FILM);
    expect(ids(adult.personRow)).toContain(ADULT_FILM);
    expect(ids(adult.personContents)).toContain(ADULT_FILM);
    expect(ids(adult.history)).toContain(ADULT_FILM);
  });

  it('the child profile gets nothing rated above 12 from any of them, nor the adult’s search history', async () => {
    await choose(kidsId);
    const child = await answers();
    expect(child.filter.length).toBeGreaterThan(0);
    for (const list of [child.filter, child.similar, child.personRow, child.personContents]) {
      expect(ages(list).every((age) => age <= CHILD_MAX_AGE)).toBe(true);
      expect(ids(list)).not.toContain(ADULT_FILM);
    }
    expect(child.history).toEqual([]);
    // The 18+ title itself: its similar titles, episodes and catch-ups are refused, as its page is.
    for (const url of [`/v2/contents/${ADULT_FILM}/similar`, `/v2/contents/${ADULT_FILM}/sources`]) {
      expect((await get(url)).body.error.error_code).toBe('error_child_profile');
    }
  });

  it('keeps the child’s own search history apart, and gives the adult theirs back', async () => {
    await app.inject({
      method: 'POST',
      url: '/v2/search/history',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: 'pixel', type: 'content', id: 108, title: 'Pixel Friends' },
    });
    expect(ids((await answers()).history)).toEqual([108]);
    await choose(adultId);
    expect(ids((await answers()).history)).toEqual([ADULT_FILM]);
  });
});
