/**
 * 000 §4 Buy process, money branch, and the offer process: which payment screen comes next is a pure
 * function of the paysystem the operator offers and the viewer's cards. The partner-only branches of the
 * spec (direct confirm for two named qrcode_png partners, confirm instead of redirect for others) have no
 * partner here: the demo operator is none of them, so they take the general path.
 */

export interface PaysystemFacts {
  id: number | string | null;
  name: string | null;
  shortname: string;
}

export type PayRoute =
  /** The card modal: pay with the primary card, or another card on the provider's page. */
  | { route: 'card_modal'; cardId: number }
  /** The provider's hosted page (a new card), back with purchased=true. */
  | { route: 'redirect' }
  | { route: 'qr' }
  | { route: 'phone' }
  /** phone_sms: the operator bills the viewer's own phone after one confirmation (000 §4 Buy process). */
  | { route: 'phone_confirm' }
  | { route: 'info' }
  /** Offers: the provider's own account pays after the viewer agrees to the message. */
  | { route: 'provider_account' }
  /** Offers: a transaction for the offer, then its page, QR or app. */
  | { route: 'offer_transaction' }
  /** Enough money on the balance: an ordinary confirmation. */
  | { route: 'confirm' };

export interface CardFacts {
  id: number;
  is_primary?: boolean | null;
}

/** Card confirm: the primary card's modal when there is one, else the provider's page. */
export function cardConfirm(cards: readonly CardFacts[]): PayRoute {
  const primary = cards.find((c) => c.is_primary === true);
  return primary ? { route: 'card_modal', cardId: primary.id } : { route: 'redirect' };
}

/** Buy process with too little money: the route depends on the operator's paysystem. */
export function moneyRoute(paysystem: PaysystemFacts | null, cards: readonly CardFacts[]): PayRoute {
  switch (paysystem?.shortname) {
    // 000 §4: too little money with phone_sms goes to confirm: the viewer's own phone pays once agreed.
    case 'phone_sms':
      return { route: 'phone_confirm' };
    case 'phone':
      return { route: 'phone' };
    case 'qrcode':
    case 'qrcode_png':
      return { route: 'qr' };
    case 'info':
      return { route: 'info' };
    default:
      return cardConfirm(cards);
  }
}

export interface RequestedPaysystem {
  shortname?: string | null;
  name?: string | null;
  id?: number | string | null;
}

/**
 * Offer process: the paysystem matching the requested shortname (when one is given) and name or id,
 * else the first.
 */
export function choosePaysystem<P extends PaysystemFacts>(
  paysystems: readonly P[],
  wanted: RequestedPaysystem = {},
): P {
  if (paysystems.length === 0) throw new Error('No paysystems!');
  const match = paysystems.find(
    (p) =>
      (wanted.shortname == null || p.shortname === wanted.shortname) &&
      ((wanted.name != null && p.name === wanted.name) ||
        (wanted.id != null && String(p.id) === String(wanted.id))),
  );
  return match ?? (paysystems[0] as P);
}

export function offerRoute(
  offer: { hasMoneyOnBalance: boolean; purchases: number },
  paysystem: PaysystemFacts,
  cards: readonly CardFacts[],
): PayRoute {
  if (offer.purchases === 0) throw new Error('No purchases!');
  if (offer.hasMoneyOnBalance) return { route: 'confirm' };
  switch (paysystem.shortname) {
    case 'ext_app':
    case 'short_url':
    case 'qrcode':
    case 'qrcode_png':
      return { route: 'offer_transaction' };
    case 'linkedcard':
      return cardConfirm(cards);
    case 'provider_account':
      return { route: 'provider_account' };
    case 'phone':
      return { route: 'phone' };
    case 'phone_sms':
      return { route: 'phone_confirm' };
    default:
      return { route: 'info' };
  }
}

/**
 * Offer process: the payform an offer is paid with. A paysystem that can charge a linked card does so
 * when the viewer has a primary card (the card confirm); otherwise its own payform (the provider's page,
 * QR, phone, operator account).
 */
export function offerPayform(own: string, payforms: readonly string[], cards: readonly CardFacts[]): string {
  const primary = cards.some((c) => c.is_primary === true);
  return primary && payforms.includes('linkedcard') ? 'linkedcard' : own;
}
