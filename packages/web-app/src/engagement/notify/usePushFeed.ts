/**
 * The viewer's pushes from the operator's feed (demo backend GET /v2/users/self/push), read on start
 * and every minute while the page is open, per session token so a sign-in reads the new viewer's. A
 * removed push leaves the cache at once, so the modal never shows it twice. Only pushes inside their time
 * window are given out, and the list is re-read when a push starts or expires (push-timing.ts).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session/context';
import { nativeCall } from '../bridge';
import type { Push } from '../schemas';
import { useEngagementApi } from '../useEngagementApi';
import { isCurrentPush, nextPushChangeMs } from './push-timing';

export const PUSH_POLL_MS = 60_000;

export function usePushFeed(): { pushes: Push[]; remove: (id: number) => void } {
  const session = useSession();
  const api = useEngagementApi();
  const client = useQueryClient();
  const key = ['engagement', 'push', session.token];
  const enabled = Boolean(api && session.token && session.status === 'ready');
  const feed = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => (api ? api.pushes(signal) : Promise.resolve([])),
    enabled,
    refetchInterval: PUSH_POLL_MS,
    // The feed is never shown as an error: a failed read is tried again at the next poll.
    retry: false,
  });
  const remove = useCallback(
    (id: number) => {
      client.setQueryData<Push[]>(['engagement', 'push', session.token], (list) =>
        list?.filter((p) => p.id !== id),
      );
      // The native app drops its copy (001 §7 deletePush), and the feed forgets it for every visit.
      nativeCall({ method: 'deletePush', id });
      void api?.removePush(id).catch((error: unknown) => console.log('[onair] push removal failed', error));
    },
    [api, client, session.token],
  );
  const all = enabled ? (feed.data ?? []) : [];
  useRenderAtChanges(all);
  const now = Date.now();
  return { pushes: all.filter((push) => isCurrentPush(push, now)), remove };
}

/** Renders again when a push of the list starts or expires, so the window is applied on time. */
function useRenderAtChanges(pushes: readonly Push[]): void {
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick arms the timer for the next change.
  useEffect(() => {
    const now = Date.now();
    const next = nextPushChangeMs(pushes, now);
    if (next === null) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), next - now);
    return () => window.clearTimeout(timer);
  }, [pushes, tick]);
}
