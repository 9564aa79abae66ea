/**
 * Runs 000 §4 Buying a packet: asks nextBuyStep what comes next, performs it (sign-in, PIN, dialogs,
 * agreement, the subscription call, the payment of what the balance lacks; in offers mode the purchase
 * periods and the offer process) and asks again, until it subscribes or stops at a step the viewer must
 * act on. A second press while a purchase runs does nothing, so a double click buys once.
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/errors';
import { payNeedsPin, useDeviceParentalSettings } from '../billing/pay-gate';
import { clearPlayAfter, peekPlayAfter } from '../billing/play-after';
import { usePayMoney } from '../billing/usePayMoney';
import { noteCompletedTransaction } from '../parental/recent-transaction';
import { useSession } from '../session/context';
import { setAgreementCallback } from './agreement-callback';
import {
  type BuyFacts,
  type BuyReason,
  type BuyStep,
  choosePeriod,
  isContentReady,
  missingAfterRefusal,
  nextBuyStep,
  type OfferPeriod,
  offerPeriods,
  PARENTAL_RETRY_MS,
} from './buy-flow';
import { packetPeriodDays } from './format';
import { amountOf, type CurrentSubscription, type PacketDetail } from './schemas';
import { usePacketsApi, useReloadAfterPurchase } from './usePacketsApi';

export type BuyDialog =
  | { kind: 'confirm'; reason: BuyReason | null; balance: number }
  | { kind: 'quick_packets' }
  | { kind: 'parental' }
  /** Offers mode: the period to buy, among the packet's purchase periods. */
  | { kind: 'confirm_period'; periods: OfferPeriod[]; period: number };

export type BuyNotice =
  | { tone: 'ok'; key: 'buy_success' | 'buy_success_paused'; name: string }
  | { tone: 'error'; text: string };

/** 000 §4 offers mode: the operator's setting, served with its network data (demo: provider 3). */
function offersModeOf(network: unknown): boolean {
  const provider = (network as { provider?: { is_offers_mode?: unknown } } | null)?.provider;
  return provider?.is_offers_mode === true;
}

export interface BuyOptions {
  embed?: boolean;
  /** 000 §4 Offer process: the paysystem a partner link asked for (?paysystem=name), paid without a chooser. */
  paysystem?: string | null;
}

export function useBuyPacket(packet: PacketDetail | undefined, options: BuyOptions = {}) {
  const session = useSession();
  const navigate = useNavigate();
  const endpoints = usePacketsApi();
  const reload = useReloadAfterPurchase();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<BuyDialog | null>(null);
  const [notice, setNotice] = useState<BuyNotice | null>(null);
  const payMoney = usePayMoney();
  const running = useRef(false);
  const done = useRef({ parental: false, confirmed: false, period: null as number | null });
  const periods = useRef<OfferPeriod[] | null>(null);
  const paySettings = useDeviceParentalSettings();

  const facts = useCallback(async (): Promise<BuyFacts> => {
    if (!packet || !endpoints) throw new Error('packet not loaded');
    const guest = session.isGuest;
    const [accounts, current, provider] = guest
      ? [[], [], null]
      : await Promise.all([
          endpoints.accounts(),
          endpoints.current(),
          endpoints.provider(String(session.network?.provider?.id ?? 1)).catch(() => null),
        ]);
    const account = accounts[0];
    const trial = packet.is_trial === true;
    // 000 §6 parental check, action pay: this device's pay switch asks for the PIN before paying.
    const settings = guest ? null : await paySettings();
    const needsPin = payNeedsPin(session, settings, Date.now());
    return {
      embed: options.embed === true,
      guest,
      parental: !needsPin ? 'not_needed' : done.current.parental ? 'passed' : 'needed',
      packet: {
        base: packet.base === true,
        amount: amountOf(trial ? packet.trial_price : (packet.total_price ?? packet.price)),
        nextPrice: packet.subscription ? amountOf(packet.subscription.next_price) : amountOf(packet.price),
        isTrial: trial,
        period: packetPeriodDays(packet),
        agreementAccepted: packet.agreement ? packet.agreement.is_accepted : null,
      },
      hasBasePacket: current.some((s) => s.packet.base === true),
      allowAdditionalWithoutBase: provider?.is_allow_additional_packets_without_base === true,
      offersMode: offersModeOf(session.network),
      periods: periods.current,
      periodConfirmed: done.current.period !== null,
      paymentAllowed: account?.is_payment_allowed !== false,
      confirmed: done.current.confirmed,
      contentReady: isContentReady(peekPlayAfter(), packet.id, current),
      balance: amountOf(account?.balance),
    };
  }, [packet, endpoints, session, options.embed, paySettings]);

  /** Pays what the balance lacks (card, provider page, QR, phone), naming the packet it is for. */
  const payMissing = useCallback(
    async (missing: number) => {
      if (!packet) return;
      const playPath = peekPlayAfter();
      await payMoney.pay({
        source: playPath ? 'content' : 'packet',
        amount: Math.round(missing * 100) / 100,
        packetId: packet.id,
        playPath,
        returnPath: `/packets/${packet.id}`,
        name: packet.name,
      });
      clearPlayAfter();
    },
    [packet, payMoney.pay],
  );

  const perform = useCallback(
    async (step: BuyStep, f: BuyFacts): Promise<'again' | 'stop'> => {
      if (!packet || !endpoints) return 'stop';
      switch (step.step) {
        case 'open_window':
          window.open(`/packets/${packet.id}`, '_blank', 'noopener');
          return 'stop';
        case 'sign_in':
          session.askSignIn({ kind: 'buy', to: `/packets/${packet.id}` });
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
              continueTo: `/packets/${packet.id}?action=buy`,
            });
            navigate('/agreement', { state: { backUrl: `/packets/${packet.id}` } });
          }
          return 'stop';
        case 'payment':
          // Issue 18: the missing money is paid with the packet named, so the operator enables it once the
          // money arrives; the app-wide watcher reports it.
          await payMissing(step.missing);
          return 'stop';
        case 'load_periods':
          periods.current = offerPeriods(await endpoints.purchasePeriods(packet.id));
          return 'again';
        case 'confirm_period':
          setDialog({ kind: 'confirm_period', periods: periods.current ?? [], period: step.period });
          return 'stop';
        case 'offer': {
          // 000 §4 Offer process, for the chosen period's purchase type (the web300 offer version).
          const list = periods.current ?? [];
          const wanted = done.current.period ?? choosePeriod(list, f.packet.period)?.period;
          const type = list.find((p) => p.period === wanted) ?? list[0];
          if (!type) throw new Error('No purchases!');
          const playPath = peekPlayAfter();
          clearPlayAfter();
          await payMoney.buyOffer(
            {
              source: playPath ? 'content' : 'packet',
              amount: type.amount,
              packetId: packet.id,
              playPath,
              returnPath: `/packets/${packet.id}`,
              name: packet.name,
              paysystem: options.paysystem ? { name: options.paysystem } : null,
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
        case 'play': {
          const playPath = peekPlayAfter();
          clearPlayAfter();
          if (playPath) navigate(playPath);
          return 'stop';
        }
        case 'subscribe': {
          let subscription: CurrentSubscription;
          try {
            subscription = await endpoints.subscribe(packet.id, step.period);
          } catch (error) {
            // 000 §8: 402 is a short balance; the linked card pays what is missing (or the viewer picks).
            if (!(error instanceof ApiError && error.status === 402)) throw error;
            const [account] = await endpoints.accounts();
            await payMissing(missingAfterRefusal(f.packet.amount, amountOf(account?.balance)));
            return 'stop';
          }
          // 000 §4: what was just bought plays without the PIN for 30 s.
          noteCompletedTransaction(Date.now());
          await reload();
          const paused = subscription.is_paused === true || packet.is_paused === true;
          setNotice({ tone: 'ok', key: paused ? 'buy_success_paused' : 'buy_success', name: packet.name });
          // 001 §4 start-after-buy: the content that led here plays now.
          const playPath = peekPlayAfter();
          clearPlayAfter();
          if (playPath) navigate(playPath);
          return 'stop';
        }
      }
    },
    [packet, endpoints, session, navigate, reload, payMissing, payMoney.buyOffer, options.paysystem],
  );

  const run = useCallback(async () => {
    if (running.current || !packet) return;
    running.current = true;
    setBusy(true);
    setNotice(null);
    try {
      for (let i = 0; i < 10; i++) {
        const f = await facts();
        if ((await perform(nextBuyStep(f), f)) === 'stop') break;
      }
    } catch (error) {
      // The old state stays on screen; the server's message says what went wrong.
      setNotice({
        tone: 'error',
        text: error instanceof ApiError || error instanceof Error ? error.message : String(error),
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [facts, perform, packet]);

  const start = useCallback(() => {
    done.current = { parental: false, confirmed: false, period: null };
    periods.current = null;
    void run();
  }, [run]);

  /** Offers mode: the period the viewer confirmed. */
  const confirmPeriod = useCallback(
    (period: number) => {
      setDialog(null);
      done.current.period = period;
      void run();
    },
    [run],
  );

  const confirm = useCallback(() => {
    setDialog(null);
    done.current.confirmed = true;
    void run();
  }, [run]);

  const pinPassed = useCallback(() => {
    setDialog(null);
    done.current.parental = true;
    // 000 §4 / §9: the purchase continues 600 ms after the parental check.
    window.setTimeout(() => void run(), PARENTAL_RETRY_MS);
  }, [run]);

  const close = useCallback(() => setDialog(null), []);

  return {
    busy,
    dialog,
    notice,
    payMoney,
    start,
    confirm,
    confirmPeriod,
    pinPassed,
    close,
  };
}
