/**
 * The viewer's billing account and the provider's pay systems, read once for the account pages: the Info
 * tab shows the balance and the account number, the tab list shows Payment only when both allow it
 * (account-facts.ts). Guests have neither.
 */
import { useQuery } from '@tanstack/react-query';
import { useBillingApi } from '../billing/useBillingApi';
import { useSession } from '../session/context';

export function useBillingAccount() {
  const apis = useBillingApi();
  const { isGuest, token } = useSession();
  return useQuery({
    queryKey: ['account', 'accounts', token],
    queryFn: async () => (await apis!.packets.accounts())[0] ?? null,
    enabled: apis !== null && !isGuest,
  });
}

export function usePaysystems() {
  const apis = useBillingApi();
  const { isGuest, token } = useSession();
  return useQuery({
    queryKey: ['account', 'paysystems', token],
    queryFn: () => apis!.billing.payforms(),
    enabled: apis !== null && !isGuest,
  });
}
