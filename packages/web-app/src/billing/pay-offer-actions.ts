/**
 * 000 §4 Offer process in the payment modals: the offer created for a purchase type, confirmed from the
 * balance when it covers it (000 §8: a 402 there pays the offer instead), otherwise paid by the offer's
 * paysystem (pay-way.ts).
 */
import { ApiError } from '../api/errors';
import { isApprovalRequired } from '../parental/change-with-approval';
import type { OfferRef } from './pay-calls';
import type { PayPurpose, PayState } from './pay-dialog';
import { messageOf } from './pay-start';
import type { PayWay } from './pay-way';

export function createOfferActions(s: PayState, { chooseWay }: PayWay) {
  return {
    /**
     * 000 §4 Offer process: creates the offer ('No purchases!' / 'No paysystems!' when it has none); the
     * balance covering it asks to confirm, otherwise the offer's paysystem decides the screen.
     */
    async buyOffer(purpose: PayPurpose, request: Omit<OfferRef, 'offerId'>) {
      const { apis } = s.get();
      if (!apis || s.inFlight.current) return;
      s.inFlight.current = true;
      s.setBusy(true);
      try {
        const [offer, cards] = await Promise.all([apis.billing.createOffer(request), apis.billing.cards()]);
        const [purchase] = offer.purchases ?? [];
        if (!purchase) throw new Error('No purchases!');
        const paysystems = offer.paysystems ?? [];
        if (paysystems.length === 0) throw new Error('No paysystems!');
        const paid: PayPurpose = {
          ...purpose,
          amount: Number(purchase.amount ?? 0),
          offer: {
            ...request,
            offerId: offer.offer_id,
            libraryId: offer.library_id ?? request.libraryId,
            entityLicenseId: offer.entity_license_id ?? request.entityLicenseId,
          },
        };
        if (purchase.is_have_money_on_balance === true)
          return s.open({ kind: 'offer_confirm', purpose: paid, paysystems, cards });
        chooseWay(paid, paysystems, cards);
      } finally {
        s.inFlight.current = false;
        s.setBusy(false);
      }
    },
    /** The offer confirmed: bought from the balance; a 402 (the balance moved) pays the offer instead. */
    async confirmOffer() {
      const { dialog, apis } = s.get();
      if (dialog?.kind !== 'offer_confirm' || !dialog.purpose.offer || !apis || s.inFlight.current) return;
      s.inFlight.current = true;
      s.setBusy(true);
      try {
        const [account] = await apis.packets.accounts();
        if (!account) throw new Error('no billing account');
        await apis.billing.purchase(dialog.purpose.offer, account.id);
        s.open({ kind: 'bought', purpose: dialog.purpose });
        s.bought(dialog.purpose);
      } catch (failure) {
        // 000 §8: 402 on a purchase retries with the offer transaction.
        if (failure instanceof ApiError && failure.status === 402)
          chooseWay(dialog.purpose, dialog.paysystems, dialog.cards);
        else if (!isApprovalRequired(failure)) s.setError(messageOf(failure));
      } finally {
        s.inFlight.current = false;
        s.setBusy(false);
      }
    },
  };
}
