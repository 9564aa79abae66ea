/**
 * An endless list of pages (row page, filter page): loads the next page when a sentinel comes within
 * the §9 distance of the screen, only after a full page (001 §4 hasMoreContent), and again only after a page
 * arrived or the sentinel went over 1150 px away (paging-rules.ts `loadMoreStep`). A load that takes
 * over 10 s stops the spinner so the viewer can scroll to try again (001 §9 row timeout).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  FRESH_ARM,
  LOAD_MORE_REARM_PX,
  type LoadMoreArm,
  loadMoreStep,
  loadMoreThreshold,
  nextPage,
  ROW_TIMEOUT_MS,
} from './paging-rules';

export interface PageAnswer<T> {
  items: T[];
  asked: number;
}

export function useEndlessList<T>(options: {
  key: readonly unknown[];
  enabled: boolean;
  firstLimit: number;
  moreLimit: number;
  load: (offset: number, limit: number, signal: AbortSignal) => Promise<T[]>;
}) {
  const query = useInfiniteQuery({
    queryKey: options.key,
    enabled: options.enabled,
    initialPageParam: { offset: 0, limit: options.firstLimit },
    queryFn: async ({ pageParam, signal }): Promise<PageAnswer<T>> => ({
      items: await options.load(pageParam.offset, pageParam.limit, signal),
      asked: pageParam.limit,
    }),
    getNextPageParam: (last, pages) =>
      nextPage(
        pages.reduce((sum, page) => sum + page.items.length, 0),
        { returned: last.items.length, asked: last.asked },
        options.moreLimit,
      ) ?? undefined,
    retry: (count, error) => !(error as { status?: number }).status && count < 1,
    staleTime: 0,
    // A list left behind is dropped, so coming back to it (a filter cleared) starts again at the first page.
    gcTime: 0,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const [timedOut, setTimedOut] = useState(false);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages.length ?? 0;
  const arm = useRef<LoadMoreArm>(FRESH_ARM);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const phone = window.matchMedia?.('(max-width: 480px)').matches === true;
    const margin = Math.round(loadMoreThreshold(window.innerHeight, phone));
    // Two distances from the bottom of the screen: the load distance, and the 1150 px that re-arms it.
    let near = false;
    let withinRearm = true;
    const look = () => {
      const zone = near ? 'near' : withinRearm ? 'between' : 'far';
      const step = loadMoreStep(arm.current, { zone, pages, busy: isFetchingNextPage });
      arm.current = step.arm;
      if (step.load) void fetchNextPage();
    };
    const watch = (marginPx: number, seen: (intersecting: boolean) => void) => {
      const observer = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1];
          if (!last) return;
          seen(last.isIntersecting);
          look();
        },
        { rootMargin: `0px 0px ${marginPx}px 0px` },
      );
      observer.observe(element);
      return observer;
    };
    const observers = [
      watch(margin, (intersecting) => {
        near = intersecting;
      }),
      watch(LOAD_MORE_REARM_PX, (intersecting) => {
        withinRearm = intersecting;
      }),
    ];
    return () => {
      for (const observer of observers) observer.disconnect();
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, pages]);

  useEffect(() => {
    if (!query.isFetching) {
      setTimedOut(false);
      return;
    }
    const timer = window.setTimeout(() => setTimedOut(true), ROW_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [query.isFetching]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { query, items, sentinel, loadingMore: isFetchingNextPage && !timedOut, timedOut };
}
