// The can_* actions of a packet for one viewer (000 §3 subscription.actions, §4 Subscription): what the
// server lets the viewer do next. Pure, so the table test covers every state.

export interface ActionInput {
  /** The viewer's open subscription to the packet, if any. */
  status: 'current' | 'future' | 'none';
  renew: boolean;
  isTrial: boolean;
  /** Promo packets and packets sold through a parent packet are managed elsewhere (§4: no buttons). */
  isPromo: boolean;
  parentName: string | null;
  /** How many purchase periods the packet has. */
  periods: number;
}

export interface PacketActions {
  can_subscribe: boolean;
  can_disable_renew: boolean;
  can_enable_renew: boolean;
  can_change_period: boolean;
  can_unsubscribe: boolean;
}

const NONE: PacketActions = {
  can_subscribe: false,
  can_disable_renew: false,
  can_enable_renew: false,
  can_change_period: false,
  can_unsubscribe: false,
};

export function packetActions(input: ActionInput): PacketActions {
  if (input.isPromo || input.parentName !== null) return NONE;
  if (input.status === 'none') return { ...NONE, can_subscribe: true };
  // A future packet can only be cancelled (DELETE futures/{id}), which needs no action flag.
  if (input.status === 'future') return NONE;
  return {
    // Subscribing again re-enables a packet whose renewal was stopped (§4 "re-enable (renew true)").
    can_subscribe: !input.renew,
    can_disable_renew: input.renew,
    can_enable_renew: !input.renew,
    // A trial runs its trial period; the period is chosen when it becomes paid.
    can_change_period: !input.isTrial && input.periods > 1,
    can_unsubscribe: true,
  };
}
