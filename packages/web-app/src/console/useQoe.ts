/**
 * One read of /qoe/v1 through react-query, with the console's client. A 401 means the operator's token
 * ended (expired or signed out elsewhere): the console drops it and shows the sign-in again.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { type QoeClient, QoeError } from './api';

export interface ConsoleContextValue {
  client: QoeClient;
  signedOut: () => void;
}
export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside the console');
  return value;
}

export function useQoe<T>(path: string, query: Record<string, string | undefined> = {}) {
  const { client, signedOut } = useConsole();
  return useQuery({
    queryKey: ['qoe', path, query],
    queryFn: async () => {
      try {
        return await client.get<T>(path, query);
      } catch (error) {
        if (error instanceof QoeError && error.status === 401) signedOut();
        throw error;
      }
    },
    retry: (count, error) => !(error instanceof QoeError && error.status < 500) && count < 2,
  });
}
