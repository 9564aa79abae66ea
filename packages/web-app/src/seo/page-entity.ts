/**
 * A page with data of its own (a channel, a title, a person, a news item, a not-found state) hands it to
 * the document's meta (DocumentMeta.tsx) through this one small store, keyed by the path it was given
 * for: when the route changes before the page unmounts, the old page's name never lands on the new one.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { PageEntity } from './page-meta';

interface Entry {
  pathname: string;
  entity: PageEntity;
}

let current: Entry | null = null;
const listeners = new Set<() => void>();

function publish(next: Entry | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The entity given for this path, or null. */
export function usePageEntityOf(pathname: string): PageEntity | null {
  const entry = useSyncExternalStore(subscribe, () => current);
  return entry && entry.pathname === pathname ? entry.entity : null;
}

/** Called by a page once its data is known (null while loading). */
export function usePageEntity(entity: PageEntity | null): void {
  const { pathname } = useLocation();
  const name = entity?.name ?? null;
  const description = entity?.description ?? null;
  const noindex = entity?.noindex === true;
  const notFound = entity?.notFound === true;
  const given = entity !== null;
  useEffect(() => {
    if (!given) return;
    const entry: Entry = { pathname, entity: { name, description, noindex, notFound } };
    publish(entry);
    return () => {
      if (current === entry) publish(null);
    };
  }, [given, pathname, name, description, noindex, notFound]);
}
