/**
 * Why: 001 §2 Menu and header — the menu is built from the operator's rowsets (menu pages), with fixed
 * rules: the startpage template is the home page, channel templates go to /channels, a catalog page is a
 * filter page at /catalog/{slug}, search pages are
 * never items, outer links open the partner's site, the user's own page (1000, 'my') is hidden from guests
 * and child profiles, a catalogue page (group.catalog) carries a sub-menu of its sub pages at
 * /{catalogue slug}/{sub page slug}, and a collection link is added for all. An operator without rowsets gets the
 * default pages this app builds, so the header is never empty.
 */
import type { MenuPage } from '../api/schemas';
import { CATEGORY_FAVOURITES, CATEGORY_FAVOURITES_SLUG } from '../constants';

export interface MenuItem {
  key: string;
  /** An app path, or an absolute URL when `external`. */
  to: string;
  /** A translation key (built-in items) ... */
  label?: string;
  /** ... or the operator's own title (rowset pages). */
  title?: string;
  external?: boolean;
  /** A catalogue page's sub-menu (001 §2): links to /{catalogue slug}/{sub page slug}. */
  children?: MenuItem[];
}

/** The default menu pages: what the bottom bar and header show when the operator sends no rowsets. */
export const DEFAULT_MENU: readonly MenuItem[] = [
  { key: 'home', to: '/', label: 'menu_home' },
  { key: 'channels', to: '/channels', label: 'menu_channels' },
  { key: 'free', to: '/channelsfree', label: 'menu_free' },
  { key: 'movies', to: '/movies', label: 'menu_movies' },
];

/** 001 §2: page templates that are the channels screen (the menu links them, a rowset route goes there). */
export const CHANNEL_TEMPLATES: ReadonlySet<string> = new Set(['tvchannels', 'tvchannels20', 'tvchannels30']);
const CATALOGUE_TEMPLATES = new Set(['group.catalog', 'group.catalog.page']);
const SEARCH_TEMPLATES = new Set(['search', 'group.catalog.search']);
const COLLECTION_ITEM: MenuItem = { key: 'collection', to: '/row/collection', label: 'menu_collection' };

export interface MenuViewer {
  isGuest: boolean;
  childProfile: boolean;
}

function isOwnPage(page: MenuPage): boolean {
  return String(page.id) === String(CATEGORY_FAVOURITES) || page.slug === CATEGORY_FAVOURITES_SLUG;
}

function outerUrl(page: MenuPage): string | null {
  const candidate = page.url ?? page.link ?? page.slug ?? '';
  return /^https?:\/\//i.test(candidate) ? candidate : null;
}

function itemOf(page: MenuPage): MenuItem | null {
  const template = page.template ?? '';
  const key = `page-${page.id}`;
  const title = page.title ?? page.name ?? page.slug ?? String(page.id);
  if (SEARCH_TEMPLATES.has(template)) return null;
  if (template === 'outer_link') {
    const url = outerUrl(page);
    return url ? { key, to: url, title, external: true } : null;
  }
  if (template === 'startpage') return { key, to: '/', title };
  if (CHANNEL_TEMPLATES.has(template)) return { key, to: '/channels', title };
  // A bare catalog page is a catalogue filter page of its own (001 §2 menu templates: catalog).
  if (template === 'catalog')
    return { key, to: `/catalog/${encodeURIComponent(page.slug || String(page.id))}`, title };
  const to = `/${encodeURIComponent(page.slug || String(page.id))}`;
  const subPages = CATALOGUE_TEMPLATES.has(template) ? (page.pages ?? []) : [];
  if (subPages.length === 0) return { key, to, title };
  const children = subPages.map((sub) => ({
    key: `${key}-${sub.id}`,
    to: `${to}/${encodeURIComponent(sub.slug || String(sub.id))}`,
    title: sub.title ?? sub.slug ?? String(sub.id),
  }));
  return { key, to, title, children };
}

/**
 * The header menu for this viewer; `null` pages (the operator has no rowsets) give the default menu. A
 * partner's extra outer links (001 §2 "A partner menu gets extra outer links", partner-rules.ts) come
 * before the collection link.
 */
export function menuItems(
  pages: readonly MenuPage[] | null,
  viewer: MenuViewer,
  partnerLinks: readonly { title: string; url: string }[] = [],
): MenuItem[] {
  const extra = partnerLinks.map((link, i) => ({
    key: `partner-${i}`,
    to: link.url,
    title: link.title,
    external: true,
  }));
  if (pages === null) return [...DEFAULT_MENU, ...extra];
  const items = pages
    .filter((page) => !(isOwnPage(page) && (viewer.isGuest || viewer.childProfile)))
    .flatMap((page) => itemOf(page) ?? []);
  return [...items, ...extra, COLLECTION_ITEM];
}
