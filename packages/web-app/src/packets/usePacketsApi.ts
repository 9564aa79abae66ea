/** This area's calls over the session's API client, and the after-purchase cache reload (000 §4). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSession } from '../session/context';
import { createPacketEndpoints, type PacketEndpoints } from './endpoints';

export function usePacketsApi(): PacketEndpoints | null {
  const { api } = useSession();
  return useMemo(() => (api ? createPacketEndpoints(api) : null), [api]);
}

/**
 * 000 §4 After payment: caches are cleared and channels, account, content, cards and packets are
 * reloaded, so a locked channel or content opens without a page reload.
 */
export function useReloadAfterPurchase(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    const keys = [
      'channels',
      'channel-packets',
      'content-meta',
      'packets',
      'packet',
      'account',
      'subscriptions',
      'cards',
    ];
    await Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: [key] })));
  }, [client]);
}
