/**
 * The header's messages (000 §4 Messages): the unread count polled every 150 s while the viewer was
 * active in the last 1800 s (poll-policy.ts), the list when the dropdown opens, mark-all-read, and
 * removing a message (000 §7 DELETE messages).
 * Activity is any pointer, key or scroll; every listener is tied to one AbortSignal.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useSession } from '../session/context';
import { createMessageRemoval } from './endpoints';
import { MESSAGES_POLL_MS, shouldPollMessages } from './poll-policy';

export const UNREAD_KEY = ['account', 'messages', 'unread'] as const;
export const MESSAGES_KEY = ['account', 'messages', 'list'] as const;

export function useLastActivity(now: () => number = Date.now) {
  const last = useRef(now());
  useEffect(() => {
    const controller = new AbortController();
    const mark = () => {
      last.current = now();
    };
    for (const type of ['pointerdown', 'keydown', 'scroll', 'mousemove'] as const)
      window.addEventListener(type, mark, { signal: controller.signal, passive: true });
    return () => controller.abort();
  }, [now]);
  return last;
}

export function useMessages(open: boolean) {
  const endpoints = useProfileEndpoints();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const lastActivity = useLastActivity();
  const unread = useQuery({ queryKey: UNREAD_KEY, queryFn: () => endpoints.unread(), staleTime: 0 });
  // One timer for the whole visit; each tick asks the policy, so polling resumes by itself after idling.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!shouldPollMessages(Date.now(), lastActivity.current)) return;
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    }, MESSAGES_POLL_MS);
    return () => window.clearInterval(timer);
  }, [queryClient, lastActivity]);
  const list = useQuery({
    queryKey: MESSAGES_KEY,
    queryFn: () => endpoints.messages(),
    enabled: open,
    staleTime: 0,
  });
  const markAllRead = async () => {
    await endpoints.markAllRead();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
      queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
    ]);
  };
  /** Removes one message (the server's DELETE); the list and the counter are read again. */
  const remove = async (id: number | string) => {
    if (!api) return;
    await createMessageRemoval(api).remove(id);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
      queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
    ]);
  };
  return { unread: unread.data?.unread ?? 0, list, markAllRead, remove };
}
