/** This area's calls over the session's API client. */
import { useMemo } from 'react';
import { createPacketEndpoints } from '../packets/endpoints';
import { useSession } from '../session/context';
import { createBillingEndpoints } from './endpoints';

export function useBillingApi() {
  const { api } = useSession();
  return useMemo(
    () => (api ? { billing: createBillingEndpoints(api), packets: createPacketEndpoints(api) } : null),
    [api],
  );
}
