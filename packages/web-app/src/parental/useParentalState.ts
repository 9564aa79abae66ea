/**
 * What the gate needs to know about this viewer, gathered in one place: the account's parental_status,
 * this device's parental_settings (from the device list, the entry marked current), the remembered
 * approval and the profile's role.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useSession } from '../session/context';
import { browserStore } from '../session/storage';
import { createApprovalStore } from './approval-store';
import type { ParentalSettings } from './gating';

export const DEVICES_KEY = ['account', 'devices'] as const;

export function useDevicesQuery(enabled = true) {
  const endpoints = useProfileEndpoints();
  return useQuery({ queryKey: DEVICES_KEY, queryFn: () => endpoints.devices(), enabled, staleTime: 0 });
}

export function useParentalState() {
  const session = useSession();
  const devices = useDevicesQuery(!session.isGuest);
  const approvals = useMemo(() => createApprovalStore(browserStore(), () => Date.now()), []);
  const current = devices.data?.find((device) => device.is_current === true) ?? null;
  const settings: ParentalSettings | null = current?.parental_settings ?? null;
  return {
    loading: !session.isGuest && devices.isPending,
    settings,
    currentDevice: current,
    status: session.user?.parental_status ?? null,
    userId: session.user?.id ?? null,
    approvals,
  };
}
