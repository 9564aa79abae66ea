/**
 * What the gate needs to know about this viewer, gathered in one place: the account's parental_status,
 * this device's parental_settings (from the device list, the entry marked current) and the user (whose
 * approvals parental/approval-store.ts holds).
 */
import { useQuery } from '@tanstack/react-query';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useSession } from '../session/context';
import type { ParentalSettings } from './gating';

export const DEVICES_KEY = ['account', 'devices'] as const;

export function useDevicesQuery(enabled = true) {
  const endpoints = useProfileEndpoints();
  return useQuery({ queryKey: DEVICES_KEY, queryFn: () => endpoints.devices(), enabled, staleTime: 0 });
}

export function useParentalState() {
  const session = useSession();
  const devices = useDevicesQuery(!session.isGuest);
  const current = devices.data?.find((device) => device.is_current === true) ?? null;
  const settings: ParentalSettings | null = current?.parental_settings ?? null;
  return {
    loading: !session.isGuest && devices.isPending,
    settings,
    currentDevice: current,
    status: session.user?.parental_status ?? null,
    userId: session.user?.id ?? null,
  };
}
