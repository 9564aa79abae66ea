/**
 * 000 §6 parental check, action pay: buying, refilling the balance and linking a card ask for the PIN
 * when this device's pay switch is on (its parental_settings, 000 §3 Device record) and the account has
 * a PIN. An entered PIN is the server's approval for paying (PayPinDialog keeps it in the one approval
 * store, parental/approval-store.ts), good for as long as the server said, for every place that pays.
 * The device's settings are read fresh before each payment (not from a list that may still be loading),
 * so a switch just turned on is never skipped.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApprovalStore, parentalApprovals } from '../parental/approval-store';
import { decideGate, type ParentalSettings } from '../parental/gating';
import { DEVICES_KEY } from '../parental/useParentalState';
import { createProfileEndpoints } from '../profiles/endpoints';
import type { SessionValue } from '../session/context';
import { useSession } from '../session/context';

export function payNeedsPin(
  session: Pick<SessionValue, 'user' | 'isGuest' | 'childProfile' | 'params'>,
  settings: ParentalSettings | null,
  now: number,
  approvals: ApprovalStore = parentalApprovals(),
): boolean {
  const gate = decideGate({
    action: 'pay',
    settings,
    status: session.user?.parental_status,
    isGuest: session.isGuest,
    childProfile: session.childProfile,
    restricted: true,
    approvedUntil: approvals.until(session.user?.id, 'pay'),
    lastTransactionAt: null,
    embedIgnores: session.params.ignoreParentalControl === true,
    now,
  });
  return gate === 'ask-pin';
}

/**
 * This device's parental settings, fetched now (null for a guest or a device without any). When they
 * cannot be read the pay switch counts as on: an account with a PIN is asked rather than let through.
 */
export function useDeviceParentalSettings(): () => Promise<ParentalSettings | null> {
  const session = useSession();
  const client = useQueryClient();
  const { api, isGuest } = session;
  return useCallback(async () => {
    if (isGuest || !api) return null;
    try {
      const devices = await client.fetchQuery({
        queryKey: DEVICES_KEY,
        queryFn: () => createProfileEndpoints(api).devices(),
        staleTime: 0,
      });
      return devices.find((d) => d.is_current === true)?.parental_settings ?? null;
    } catch {
      return { pay: true };
    }
  }, [isGuest, api, client]);
}
