/**
 * Why: 000 §4 Subscription gives the account page's buttons by the packet's state, and the server's
 * can_* actions decide which of them may act. One pure table, so every state is tested.
 */

export type SubscriptionButton = 'remove' | 'renewal' | 'disable' | 'cancel' | 'change' | 'enable';

export interface SubscriptionButtonInput {
  /** The viewer's subscription to the packet: current, future, or none. */
  status: 'current' | 'future' | 'none';
  renew: boolean;
  isPaused: boolean;
  allowDeletePaused: boolean;
  isPromo: boolean;
  parentName: string | null | undefined;
  /** Purchases bought through the offer flow (issue 18); a renewing packet with them is changed, not disabled. */
  hasPurchases: boolean;
  actions: {
    can_subscribe?: boolean | null;
    can_disable_renew?: boolean | null;
    can_enable_renew?: boolean | null;
    can_change_period?: boolean | null;
    can_unsubscribe?: boolean | null;
  };
}

export function subscriptionButtons(s: SubscriptionButtonInput): SubscriptionButton[] {
  if (s.isPromo || (s.parentName ?? '') !== '') return [];
  if (s.isPaused) return s.allowDeletePaused ? ['remove'] : [];
  if (s.status === 'future') return ['cancel'];
  if (s.status === 'none') return s.actions.can_subscribe === false ? [] : ['enable'];
  const buttons: SubscriptionButton[] = [];
  if (!s.renew) {
    // Renewal needs can_enable_renew (or a fresh subscribe, which re-enables).
    if (s.actions.can_enable_renew || s.actions.can_subscribe) buttons.push('renewal');
  } else if (!s.hasPurchases) {
    if (s.actions.can_disable_renew || s.actions.can_unsubscribe) buttons.push('disable');
  }
  if (s.hasPurchases && s.actions.can_change_period) buttons.push('change');
  return buttons;
}
