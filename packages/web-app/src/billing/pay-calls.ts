/**
 * Which call moves the money for a payment screen (000 §7 Billing): a plain payment tops the balance up
 * through the payforms (naming the packet it is for); a payment for an offer (000 §4 Offer process) is
 * the offer's own transaction, which buys the offer's purchase when it completes. The screens (card modal,
 * provider page, QR, phone, operator account) are the same either way.
 */
import type { BillingEndpoints, OfferPayment } from './endpoints';
import type { PaymentStart } from './schemas';

/** The offer a payment is for (absent for a plain top-up). */
export interface OfferRef {
  offerId: number;
  purchaseTypeId: number;
  offerVersion: string;
  libraryId: number | null;
  entityLicenseId: number | null;
}

export interface MoneyPurpose {
  /** Major units still needed. */
  amount: number;
  packetId: number | null;
  offer?: OfferRef | null;
}

export type PayHow =
  | { via: 'card'; cardId: number }
  | { via: 'page'; paysystem: string; returnUrl: string; lang: string }
  | { via: 'qr'; paysystem: string }
  | { via: 'phone'; paysystem: string; phone: string }
  /** provider_account: the operator bills the viewer's account (offers only). */
  | { via: 'account'; paysystem: string };

type Call = (accountId: number) => Promise<PaymentStart>;

function offerBody(how: PayHow): OfferPayment {
  switch (how.via) {
    case 'card':
      return { paysystem_shortname: 'linkedcard', card_id: how.cardId };
    case 'page':
      return { paysystem_shortname: how.paysystem, return_url: how.returnUrl, lang: how.lang };
    case 'phone':
      return { paysystem_shortname: how.paysystem, phone: how.phone };
    default:
      return { paysystem_shortname: how.paysystem };
  }
}

export function moneyCall(billing: BillingEndpoints, purpose: MoneyPurpose, how: PayHow): Call {
  const { offer } = purpose;
  if (offer) return () => billing.offerTransaction(offer.offerId, offerBody(how));
  switch (how.via) {
    case 'card':
      return (a) => billing.payLinkedCard(a, purpose, how.cardId);
    case 'page':
      return (a) => billing.payByPage(a, purpose, how.paysystem, how.returnUrl, how.lang);
    case 'qr':
      return (a) => billing.payByQr(a, purpose, how.paysystem);
    case 'phone':
      return (a) => billing.payByPhone(a, purpose, how.paysystem, how.phone);
    case 'account':
      return () => Promise.reject(new Error('The operator account pays for offers only'));
  }
}
