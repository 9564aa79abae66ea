import { useTranslation } from 'react-i18next';

/**
 * The account namespace (account.json) without suspending: components that live in the header or a
 * modal show a loading state until `ready` rather than blanking the page around them.
 */
export function useAccountT() {
  return useTranslation('account', { useSuspense: false });
}
