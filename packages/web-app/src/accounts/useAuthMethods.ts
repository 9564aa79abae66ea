/**
 * The operator's sign-in methods (000 §7 GET pages/auth), cached like configuration. When the call fails
 * the modal still offers both methods this app has: a viewer must never be left without a way in.
 */
import { useQuery } from '@tanstack/react-query';
import { cachePolicy } from '../app/cache';
import { useSession } from '../session/context';
import { type AuthMethod, supportedMethods } from './auth-methods';

const FALLBACK: AuthMethod[] = ['phone', 'login'];

export function useAuthMethods(): { methods: AuthMethod[]; pending: boolean } {
  const { endpoints, apiBase } = useSession();
  const query = useQuery({
    queryKey: ['auth-methods', apiBase],
    queryFn: () => (endpoints ? endpoints.authMethods() : Promise.resolve([])),
    enabled: endpoints !== null,
    ...cachePolicy('configuration'),
  });
  if (query.isPending && endpoints) return { methods: [], pending: true };
  const methods = query.data ? supportedMethods(query.data) : [];
  return { methods: methods.length > 0 ? methods : FALLBACK, pending: false };
}
