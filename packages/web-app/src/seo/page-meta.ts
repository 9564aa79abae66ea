/**
 * What each page tells search engines and the browser tab (issue 20, 001 §5): a title of the page's own
 * name (a channel's or a title's name, else the page's name) followed by the provider's brand; a
 * description — the item's own, shortened to 70 characters (001 §5 "SEO descriptions are shortened to
 * 70 characters"), else the page's; and `noindex` where a page must stay out of search results:
 * - private pages: the account, sign-in, payment and promo-code steps, favourites, the region block,
 *   the mini-app and app-redirect entries (a search result there would show someone else's session);
 * - 001 §5 "Noindex is set when the route id has no letters": /contents/103, /news/4…;
 * - a page that says so itself (a person with fewer than 2 titles, 001 §5) and every not-found page.
 * Pure: the caller passes the path, the translation function and the brand name.
 */

export const SEO_DESCRIPTION_MAX = 70;

/** Pages kept out of search results whatever they show: a session's own or an entry point's. */
const PRIVATE = [
  'account',
  'favourites',
  'sign_in',
  'promo',
  'payment',
  'geo_lock',
  'miniapp',
  'open_app',
  'embed',
] as const;

/** Every kind of page the app has; a page with data of its own may also pass an entity. */
export const PAGE_KINDS = [
  'start',
  'movies',
  'series',
  'search',
  'channels',
  'channel',
  'free_channels',
  'content',
  'watch',
  'trailer',
  'person',
  'episode',
  'programme',
  'row',
  'rowset',
  'catalogue',
  'news',
  'news_item',
  'instructions',
  'terms',
  'faq',
  'gift',
  'rules',
  'newyear',
  'packets',
  'packet',
  'provider',
  'agreement',
  'privacy',
  'app_store',
  'page',
  ...PRIVATE,
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PRIVATE_KINDS: ReadonlySet<PageKind> = new Set<PageKind>(PRIVATE);

/** Path patterns in order; a capture group is the route id the 001 §5 noindex rule reads. */
const ROUTES: ReadonlyArray<readonly [RegExp, PageKind]> = [
  [/^\/(?:startpage)?$/, 'start'],
  [/^\/movies$/, 'movies'],
  [/^\/series$/, 'series'],
  [/^\/search$/, 'search'],
  [/^\/channels\/[^/]+\/([^/]+)$/, 'channel'],
  [/^\/channel\/([^/]+)$/, 'channel'],
  [/^\/channels?(?:\/[^/]+)?$/, 'channels'],
  [/^\/channelsfree$/, 'free_channels'],
  [/^\/contents\/(?:[^/]+\/)?([^/]+)$/, 'content'],
  [/^\/watch\/([^/]+)$/, 'watch'],
  [/^\/trailers?(?:\/([^/]+))?$/, 'trailer'],
  [/^\/persons\/([^/]+)$/, 'person'],
  [/^\/episodes\/([^/]+)$/, 'episode'],
  [/^\/programs\/([^/]+)$/, 'programme'],
  [/^\/row\/([^/]+)$/, 'row'],
  [/^\/rowset\/([^/]+)$/, 'rowset'],
  [/^\/catalog\/([^/]+)$/, 'catalogue'],
  [/^\/news$/, 'news'],
  [/^\/news\/([^/]+)$/, 'news_item'],
  [/^\/instructions$/, 'instructions'],
  [/^\/terms$/, 'terms'],
  [/^\/faq$/, 'faq'],
  [/^\/gift$/, 'gift'],
  [/^\/rules(?:\/[^/]+)?$/, 'rules'],
  [/^\/newyear$/, 'newyear'],
  [/^\/packets$/, 'packets'],
  [/^\/packets\/([^/]+)$/, 'packet'],
  [/^\/provider\/[^/]+$/, 'provider'],
  [/^\/agreement$/, 'agreement'],
  [/^\/privacy$/, 'privacy'],
  [/^\/app_store$/, 'app_store'],
  [/^\/(?:lk|settings|lk_parental)(?:\/|$)/, 'account'],
  [/^\/my$/, 'favourites'],
  [/^\/(?:welcome|auth_methods)(?:\/|$)/, 'sign_in'],
  [/^\/(?:promo|promocode|promocode_wizard)(?:\/|$)/, 'promo'],
  [/^\/pay[a-z_]*(?:\/|$)/, 'payment'],
  [/^\/geo_lock$/, 'geo_lock'],
  [/^\/miniapp$/, 'miniapp'],
  [/^\/open_mobile_app$/, 'open_app'],
  [/_embed(?:\/|$)/, 'embed'],
];

export interface RoutePage {
  kind: PageKind;
  /** The route's id segment, for the kinds that have one. */
  id: string | null;
}

export function routePageOf(pathname: string): RoutePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, kind] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const id = match[1] ? decodeURIComponent(match[1]) : null;
    return { kind, id };
  }
  // Any other path is an operator page by slug or the catch-all's home view (001 §2).
  return { kind: 'page', id: null };
}

/** 001 §5: a route id made of digits (or anything without a letter) is not indexed. */
export function idWithoutLetters(id: string): boolean {
  return !/\p{L}/u.test(id);
}

/** Cuts at a word boundary to at most `max` characters, the ellipsis included. */
export function shortenDescription(text: string, max = SEO_DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:!?—–-]+$/, '')}…`;
}

/** What a page with data of its own adds: its name, its description, its own noindex reason. */
export interface PageEntity {
  name?: string | null;
  description?: string | null;
  noindex?: boolean;
  notFound?: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  noindex: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function pageMeta(input: {
  pathname: string;
  brand: string;
  t: Translate;
  entity?: PageEntity | null;
}): PageMeta {
  const { kind, id } = routePageOf(input.pathname);
  const entity = input.entity ?? null;
  const { brand, t } = input;
  const noindex =
    PRIVATE_KINDS.has(kind) ||
    (id !== null && idWithoutLetters(id)) ||
    entity?.noindex === true ||
    entity?.notFound === true;
  if (entity?.notFound) {
    return {
      title: `${t('title_not_found')} — ${brand}`,
      description: t('description_page', { brand }),
      noindex,
    };
  }
  const name = entity?.name?.trim();
  const title =
    kind === 'start' ? `${brand} — ${t('title_start')}` : `${name || t(`title_${kind}`)} — ${brand}`;
  const own = entity?.description?.trim();
  const description = shortenDescription(own || t(`description_${kind}`, { brand, name: name || brand }));
  return { title, description, noindex };
}
