/** This area's calls over the session's API client. */
import { useMemo } from 'react';
import { useSession } from '../session/context';
import { createEngagementEndpoints, type EngagementEndpoints } from './endpoints';

export function useEngagementApi(): EngagementEndpoints | null {
  const { api } = useSession();
  return useMemo(() => (api ? createEngagementEndpoints(api) : null), [api]);
}
