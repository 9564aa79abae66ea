/**
 * Why: 001 §2 Menu and header — "the start page is the page whose template is startpage", and the search
 * results are the page of template search (§2 Rowset page). An operator names those pages as it likes
 * (OnAir `main`, Meridian TV `glavnaya`), so the app finds them among the operator's rowsets by template,
 * never by a slug of the demo's. The viewer's own page keeps its spec-fixed id 1000 / slug `my` (§9).
 */
import type { MenuPage } from '../api/schemas';

export type SpecialTemplate = 'startpage' | 'search';

/** The page of `template` among the rowsets (the first one if an operator sends two), or null. */
export function pageOfTemplate(pages: readonly MenuPage[] | null | undefined, template: SpecialTemplate) {
  return pages?.find((page) => page.template === template) ?? null;
}

/** How the app addresses a page in the Page load call and in its own paths: its slug, else its id. */
export function pageKey(page: Pick<MenuPage, 'id' | 'slug'>): string {
  return page.slug ? page.slug : String(page.id);
}

export type SpecialPage =
  | { status: 'pending' }
  /** The operator sends no rowsets, or none of that template: nothing to show, said so on screen. */
  | { status: 'missing' }
  | { status: 'found'; key: string; page: MenuPage };

/** Pure: what the rowsets answer says about the page of `template`. */
export function specialPage(
  rowsets: { isPending: boolean; data?: readonly MenuPage[] | undefined },
  template: SpecialTemplate,
): SpecialPage {
  if (rowsets.isPending) return { status: 'pending' };
  const page = pageOfTemplate(rowsets.data, template);
  return page ? { status: 'found', key: pageKey(page), page } : { status: 'missing' };
}
