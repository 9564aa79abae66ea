/**
 * Runs 000 §4 Buying a packet: asks nextBuyStep what comes next, performs it (sign-in, PIN, dialogs,
 * agreement, the subscription call, the payment of what the balance lacks; in offers mode the purchase
 * periods and the offer process) and asks again, until it subscribes or stops at a step the viewer must
 * act on. A second press while a purchase runs does nothing, so a double click buys once.
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/errors';
import { useDeviceParentalSettings } from '../billing/pay-gate';
import { clearPlayAfter, peekPlayAfter } from '../billing/play-after';
import { usePayMoney } from '../billing/usePayMoney';
import { isApprovalRequired } from '../parental/change-with-approval';
import { useSession } from '../session/context';
import { type BuyProgress, buyFacts } from './buy-facts';
import { type BuyFacts, type BuyStep, nextBuyStep, type OfferPeriod, PARENTAL_RETRY_MS } from './buy-flow';
import { type BuyDialog, type BuyNotice, performBuyStep } from './buy-steps';
import type { PacketDetail } from './schemas';
import { usePacketsApi, useReloadAfterPurchase } from './usePacketsApi';

export type { BuyDialog, BuyNotice } from './buy-steps';

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
  const done = useRef<BuyProgress>({ parental: false, confirmed: false, period: null });
  const periods = useRef<OfferPeriod[] | null>(null);
  const paySettings = useDeviceParentalSettings();

  const facts = useCallback(async (): Promise<BuyFacts> => {
    if (!packet || !endpoints) throw new Error('packet not loaded');
    const embed = options.embed === true;
    return buyFacts({
      packet,
      endpoints,
      session,
      embed,
      paySettings,
      done: done.current,
      periods: periods.current,
    });
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
    (step: BuyStep, f: BuyFacts): Promise<'again' | 'stop'> => {
      if (!packet || !endpoints) return Promise.resolve('stop');
      return performBuyStep(step, f, {
        packet,
        endpoints,
        session,
        navigate,
        reload,
        payMissing,
        buyOffer: payMoney.buyOffer,
        paysystem: options.paysystem,
        setDialog,
        setNotice,
        done: done.current,
        periods,
      });
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
      // The viewer cancelled the pay PIN the server asked for (billing/pay-approval.ts): nothing to say.
      if (isApprovalRequired(error)) return;
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
