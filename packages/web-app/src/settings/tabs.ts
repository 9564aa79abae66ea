/**
 * The tabs of /settings/{tab} (000 §2 Settings), in the order the account page lists them. A tab is one
 * line: its id (the URL segment), the namespace and key of its label, and its lazily loaded component.
 * Another area adds its tab here (e.g. Subscriptions from src/packets) without touching the page.
 */
import type { ComponentType } from 'react';

export interface SettingsTab {
  id: string;
  /** [namespace, key] of the tab's label. */
  label: readonly [string, string];
  load: () => Promise<{ default: ComponentType }>;
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { id: 'info', label: ['account', 'tab_info'], load: () => import('./InfoTab') },
  { id: 'devices', label: ['account', 'tab_devices'], load: () => import('./DevicesTab') },
  { id: 'language', label: ['account', 'tab_language'], load: () => import('./LanguageTab') },
  { id: 'parental', label: ['account', 'tab_parental'], load: () => import('./ParentalTab') },
  {
    id: 'subscriptions',
    label: ['packets', 'subscriptions_title'],
    load: () => import('../packets/SubscriptionsTab'),
  },
  { id: 'payment', label: ['billing', 'tab_payment'], load: () => import('../billing/PaymentTab') },
];

export function tabById(id: string | undefined): SettingsTab | null {
  return SETTINGS_TABS.find((tab) => tab.id === id) ?? null;
}
