import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  idWithoutLetters,
  PAGE_KINDS,
  PRIVATE_KINDS,
  pageMeta,
  routePageOf,
  SEO_DESCRIPTION_MAX,
  shortenDescription,
} from './page-meta';

const locale = (lng: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'public', 'locales', lng, 'seo.json'), 'utf8'),
  ) as Record<string, string>;

/** i18next's own interpolation, reduced to what seo.json uses: {{brand}} and {{name}}. */
function translator(lng: string) {
  const table = locale(lng);
  return (key: string, options?: Record<string, unknown>) => {
    const text = table[key];
    if (text === undefined) throw new Error(`missing ${lng} key ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
  };
}

describe('routePageOf', () => {
  it.each([
    ['/', 'start', null],
    ['/startpage', 'start', null],
    ['/channels', 'channels', null],
    ['/channels/all', 'channels', null],
    ['/channels/all/onair-one', 'channel', 'onair-one'],
    ['/channels/sport/7/', 'channel', '7'],
    ['/channel/5', 'channel', '5'],
    ['/contents/the-long-night-103', 'content', 'the-long-night-103'],
    ['/contents/show-201/episode-2', 'content', 'episode-2'],
    ['/news', 'news', null],
    ['/news/4', 'news_item', '4'],
    ['/persons/anna-petrova', 'person', 'anna-petrova'],
    ['/rules/promo', 'rules', null],
    ['/lk', 'account', null],
    ['/settings/devices', 'account', null],
    ['/lk/subscriptions', 'account', null],
    ['/welcome', 'sign_in', null],
    ['/promo', 'promo', null],
    ['/pay_iframe', 'payment', null],
    ['/geo_lock', 'geo_lock', null],
    ['/channel_embed/1', 'embed', null],
    ['/my', 'favourites', null],
    ['/kids', 'page', null],
  ])('%s is a %s page (id %s)', (path, kind, id) => {
    expect(routePageOf(path)).toEqual({ kind, id });
  });
});

describe('the 001 §5 noindex rule: a route id without letters', () => {
  it.each([
    ['103', true],
    ['7', true],
    ['12-34', true],
    ['onair-one', false],
    ['film-103', false],
    ['фильм-5', false],
  ])('%s → %s', (id, noindex) => {
    expect(idWithoutLetters(id)).toBe(noindex);
  });
});

describe('shortenDescription (001 §5: 70 characters)', () => {
  it('keeps a short text, with its spaces and markup tidied', () => {
    expect(shortenDescription('  A <b>short</b>\n text ')).toBe('A short text');
  });

  it('cuts a long text at a word and ends it with an ellipsis, 70 characters at most', () => {
    const long =
      'A detective returns to the small northern town where she grew up, to solve a case nobody else would take.';
    const short = shortenDescription(long);
    expect(short.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(short).toBe('A detective returns to the small northern town where she grew up, to…');
  });

  it('cuts inside a word only when the text has no space to cut at', () => {
    const short = shortenDescription('x'.repeat(100));
    expect(short).toBe(`${'x'.repeat(69)}…`);
  });
});

describe('pageMeta', () => {
  const en = translator('en');
  const ru = translator('ru');

  it('names the start page by the brand and what the service is, indexable', () => {
    expect(pageMeta({ pathname: '/', brand: 'OnAir TV', t: en })).toEqual({
      title: 'OnAir TV — Live TV, films and series online',
      description: 'OnAir TV: live TV channels with the archive, films and series online.',
      noindex: false,
    });
  });

  it("names a channel page by the channel and the provider's brand, in Russian too", () => {
    const meta = pageMeta({
      pathname: '/channels/all/onair-one',
      brand: 'OnAir Regional',
      t: ru,
      entity: { name: 'OnAir One', description: null },
    });
    expect(meta.title).toBe('OnAir One — OnAir Regional');
    expect(meta.description).toBe('OnAir One в прямом эфире в OnAir Regional: телепрограмма и архив.');
    expect(meta.noindex).toBe(false);
  });

  it("uses a title's own description, shortened to 70 characters", () => {
    const meta = pageMeta({
      pathname: '/contents/the-long-night-103',
      brand: 'OnAir TV',
      t: en,
      entity: { name: 'The Long Night', description: 'Word '.repeat(40) },
    });
    expect(meta.title).toBe('The Long Night — OnAir TV');
    expect(meta.description.length).toBeLessThanOrEqual(70);
    expect(meta.description.endsWith('…')).toBe(true);
  });

  it('names a page by its kind until its data is there', () => {
    expect(pageMeta({ pathname: '/news', brand: 'OnAir TV', t: ru }).title).toBe('Новости — OnAir TV');
  });

  it('does not index a numeric route id (001 §5)', () => {
    const meta = pageMeta({ pathname: '/contents/103', brand: 'OnAir TV', t: en, entity: { name: 'X' } });
    expect(meta.noindex).toBe(true);
  });

  it('does not index a page that asks not to be (a person with fewer than 2 titles)', () => {
    const meta = pageMeta({
      pathname: '/persons/anna-petrova',
      brand: 'OnAir TV',
      t: en,
      entity: { name: 'Anna Petrova', noindex: true },
    });
    expect(meta).toMatchObject({ title: 'Anna Petrova — OnAir TV', noindex: true });
  });

  it('does not index a not-found page and says so in its title', () => {
    const meta = pageMeta({
      pathname: '/contents/gone-title',
      brand: 'OnAir TV',
      t: en,
      entity: { notFound: true },
    });
    expect(meta).toMatchObject({ title: 'Page not found — OnAir TV', noindex: true });
  });

  it.each([
    '/lk',
    '/settings/payment',
    '/welcome',
    '/auth_methods',
    '/promo',
    '/pay_iframe',
    '/geo_lock',
    '/miniapp',
    '/open_mobile_app',
    '/my',
    '/content_embed/103',
  ])('keeps the private page %s out of search results', (pathname) => {
    expect(pageMeta({ pathname, brand: 'OnAir TV', t: en }).noindex).toBe(true);
  });

  it.each(['/channels', '/news', '/instructions', '/faq', '/newyear', '/packets', '/agreement'])(
    'indexes the public page %s',
    (pathname) => {
      expect(pageMeta({ pathname, brand: 'OnAir TV', t: en }).noindex).toBe(false);
    },
  );

  it('has a private kind for every page the region block or a session guards', () => {
    expect([...PRIVATE_KINDS].sort()).toEqual(
      [
        'account',
        'embed',
        'favourites',
        'geo_lock',
        'miniapp',
        'open_app',
        'payment',
        'promo',
        'sign_in',
      ].sort(),
    );
  });
});

describe('seo.json', () => {
  it('has the same keys in en and ru', () => {
    expect(Object.keys(locale('ru')).sort()).toEqual(Object.keys(locale('en')).sort());
  });

  // Within 70 characters with the built-in brand, a page's own description is never cut mid-sentence.
  it.each(['en', 'ru'])('%s names and describes every kind of page in 70 characters', (lng) => {
    const t = translator(lng);
    for (const kind of PAGE_KINDS) {
      expect(t(`title_${kind}`).length).toBeGreaterThan(0);
      const text = t(`description_${kind}`, { brand: 'OnAir TV', name: 'OnAir TV' });
      expect(text.length, `${lng} description_${kind}`).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    }
    expect(t('title_not_found').length).toBeGreaterThan(0);
  });
});
