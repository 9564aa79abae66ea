/**
 * The operator's rowsets (001 §7 Rowsets, variant web): one query for the header menu, the start page
 * and the search page. 001 §9 caches them like catalogue data, 900000 ms.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/context';
import { rowsetsQuery } from './catalogue-queries';
import { type SpecialPage, type SpecialTemplate, specialPage } from './special-pages';

export function useRowsets() {
  const { endpoints, status, token } = useSession();
  return useQuery({ ...rowsetsQuery(endpoints, token), enabled: endpoints !== null && status === 'ready' });
}

/** The page of template startpage or search among the rowsets (special-pages.ts). */
export function useSpecialPage(template: SpecialTemplate): SpecialPage {
  // Pending until the session is ready and the rowsets answer; a failed call counts as no such page.
  return specialPage(useRowsets(), template);
}
