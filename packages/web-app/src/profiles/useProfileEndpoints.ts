import { useMemo } from 'react';
import { useSession } from '../session/context';
import { createProfileEndpoints, type ProfileEndpoints } from './endpoints';

/** The account calls on the session's client; screens using it render only under a ready session. */
export function useProfileEndpoints(): ProfileEndpoints {
  const { api } = useSession();
  if (!api) throw new Error('the API is not configured');
  return useMemo(() => createProfileEndpoints(api), [api]);
}
