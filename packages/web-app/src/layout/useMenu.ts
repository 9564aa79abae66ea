/**
 * The menu for the header, footer and bottom bar: the operator's rowsets when it serves them, else the
 * default pages. A failed or missing rowsets call never empties the header.
 */
import { useMemo } from 'react';
import { useRowsets } from '../catalogue/useRowsets';
import { useSession } from '../session/context';
import { type MenuItem, menuItems } from './menu';
import { partnerMenuLinks } from './partner-rules';

export function useMenu(): MenuItem[] {
  const { isGuest, childProfile, network } = useSession();
  const pages = useRowsets().data ?? null;
  // The network object is the session's, stable until it changes: the links are read again only then.
  const partner = useMemo(() => partnerMenuLinks(network), [network]);
  return useMemo(
    () => menuItems(pages, { isGuest, childProfile }, partner),
    [pages, isGuest, childProfile, partner],
  );
}
