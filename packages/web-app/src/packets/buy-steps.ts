/**
 * Why: each step nextBuyStep names (000 §4 Buying a packet) is one action here — open a window, ask to sign
 * in, show a dialog, go to the agreement, pay what the balance lacks, load the offer periods, run the offer
 * process, subscribe — and says whether the purchase goes on at once ('again') or waits for the viewer
 * ('stop'). useBuyPacket runs the turns; this file is what a turn does.
 */
import type { NavigateFunction } from 'react-router';
import { ApiError } from '../api/errors';
import { clearPlayAfter, peekPlayAfter } from '../billing/play-after';
import type { usePayMoney } from '../billing/usePayMoney';
import { noteCompletedTransaction } from '../parental/recent-transaction';
import type { SessionValue } from '../session/context';
import { setAgreementCallback } from './agreement-callback';
import type { BuyProgress } from './buy-facts';
import {
  type BuyFacts,
  type BuyReason,
  type BuyStep,
  choosePeriod,
  missingAfterRefusal,
  type OfferPeriod,
  offerPeriods,
} from './buy-flow';
import type { PacketEndpoints } from './endpoints';
import { amountOf, type CurrentSubscription, type PacketDetail } from './schemas';

export type BuyDialog =
  | { kind: 'confirm'; reason: BuyReason | null; balance: number }
  | { kind: 'quick_packets' }
  | { kind: 'parental' }
  /** Offers mode: the period to buy, among the packet's purchase periods. */
  | { kind: 'confirm_period'; periods: OfferPeriod[]; period: number };

export type BuyNotice =
  | { tone: 'ok'; key: 'buy_success' | 'buy_success_paused'; name: string }
  | { tone: 'error'; text: string };

export interface BuyStepDeps {
  packet: PacketDetail;
  endpoints: PacketEndpoints;
  session: SessionValue;
  navigate: NavigateFunction;
  reload(): Promise<unknown>;
  payMissing(missing: number): Promise<void>;
  buyOffer: ReturnType<typeof usePayMoney>['buyOffer'];
  paysystem: string | null | undefined;
  setDialog(dialog: BuyDialog): void;
  setNotice(notice: BuyNotice): void;
  done: BuyProgress;
  periods: { current: OfferPeriod[] | null };
}

/** The content that led to the purchase plays now (001 §4 start-after-buy), if one did. */
function playAfter(deps: BuyStepDeps): void {
  const playPath = peekPlayAfter();
  clearPlayAfter();
  if (playPath) deps.navigate(playPath);
}

export async function performBuyStep(
  step: BuyStep,
  f: BuyFacts,
  deps: BuyStepDeps,
): Promise<'again' | 'stop'> {
  const { packet, endpoints, setDialog } = deps;
  const here = `/packets/${packet.id}`;
  switch (step.step) {
    case 'open_window':
      window.open(here, '_blank', 'noopener');
      return 'stop';
    case 'sign_in':
      deps.session.askSignIn({ kind: 'buy', to: here });
      return 'stop';
    case 'parental':
      setDialog({ kind: 'parental' });
      return 'stop';
    case 'quick_packets':
      setDialog({ kind: 'quick_packets' });
      return 'stop';
    case 'confirm':
      setDialog({ kind: 'confirm', reason: step.reason, balance: f.balance });
      return 'stop';
    case 'agreement':
      if (packet.agreement) {
        setAgreementCallback({
          agreementId: packet.agreement.id,
          url: packet.agreement.url,
          title: packet.agreement.title,
          continueTo: `${here}?action=buy`,
        });
        deps.navigate('/agreement', { state: { backUrl: here } });
      }
      return 'stop';
    case 'payment':
      // Issue 18: the missing money is paid with the packet named, so the operator enables it once the
      // money arrives; the app-wide watcher reports it.
      await deps.payMissing(step.missing);
      return 'stop';
    case 'load_periods':
      deps.periods.current = offerPeriods(await endpoints.purchasePeriods(packet.id));
      return 'again';
    case 'confirm_period':
      setDialog({ kind: 'confirm_period', periods: deps.periods.current ?? [], period: step.period });
      return 'stop';
    case 'offer': {
      // 000 §4 Offer process, for the chosen period's purchase type (the web300 offer version).
      const list = deps.periods.current ?? [];
      const wanted = deps.done.period ?? choosePeriod(list, f.packet.period)?.period;
      const type = list.find((p) => p.period === wanted) ?? list[0];
      if (!type) throw new Error('No purchases!');
      const playPath = peekPlayAfter();
      clearPlayAfter();
      await deps.buyOffer(
        {
          source: playPath ? 'content' : 'packet',
          amount: type.amount,
          packetId: packet.id,
          playPath,
          returnPath: here,
          name: packet.name,
          paysystem: deps.paysystem ? { name: deps.paysystem } : null,
        },
        {
          purchaseTypeId: type.purchaseTypeId,
          offerVersion: 'web300',
          libraryId: null,
          entityLicenseId: null,
        },
      );
      return 'stop';
    }
    case 'play':
      playAfter(deps);
      return 'stop';
    case 'subscribe': {
      let subscription: CurrentSubscription;
      try {
        subscription = await endpoints.subscribe(packet.id, step.period);
      } catch (error) {
        // 000 §8: 402 is a short balance; the linked card pays what is missing (or the viewer picks).
        if (!(error instanceof ApiError && error.status === 402)) throw error;
        const [account] = await endpoints.accounts();
        await deps.payMissing(missingAfterRefusal(f.packet.amount, amountOf(account?.balance)));
        return 'stop';
      }
      // 000 §4: what was just bought plays without the PIN for 30 s.
      noteCompletedTransaction(Date.now());
      await deps.reload();
      const paused = subscription.is_paused === true || packet.is_paused === true;
      deps.setNotice({ tone: 'ok', key: paused ? 'buy_success_paused' : 'buy_success', name: packet.name });
      playAfter(deps);
      return 'stop';
    }
  }
}
