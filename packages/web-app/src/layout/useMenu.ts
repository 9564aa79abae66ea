/**
 * The menu for the header, footer and bottom bar: the operator's rowsets when it serves them, else the
 * default pages. A failed or missing rowsets call never empties the header.
 */
import { useMemo } from 'react';
import { useRowsets } from '../catalogue/useRowsets';
import { useSession } from '../session/context';
import { type MenuItem, menuItems } from './menu';

export function useMenu(): MenuItem[] {
  const { isGuest, childProfile } = useSession();
  const pages = useRowsets().data ?? null;
  return useMemo(() => menuItems(pages, { isGuest, childProfile }), [pages, isGuest, childProfile]);
}
