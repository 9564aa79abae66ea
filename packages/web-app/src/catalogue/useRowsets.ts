/**
 * The operator's rowsets (001 §7 Rowsets, variant web): one query for the header menu, the start page
 * and the search page. 001 §9 caches them like catalogue data, 900000 ms.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { cachePolicy } from '../app/cache';
import { useSession } from '../session/context';
import { type SpecialPage, type SpecialTemplate, specialPage } from './special-pages';

export function useRowsets() {
  const { endpoints, status, token } = useSession();
  return useQuery({
    queryKey: ['rowsets', token],
    queryFn: () => endpoints!.rowsets(),
    enabled: endpoints !== null && status === 'ready',
    // An operator without rowsets answers 404 every time; asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    ...cachePolicy('data'),
  });
}

/** The page of template startpage or search among the rowsets (special-pages.ts). */
export function useSpecialPage(template: SpecialTemplate): SpecialPage {
  // Pending until the session is ready and the rowsets answer; a failed call counts as no such page.
  return specialPage(useRowsets(), template);
}
