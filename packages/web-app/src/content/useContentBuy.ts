/**
 * Buying from a content's watch button (001 §4): show_options opens the content's packets; a button_data
 * purchase type is bought through the offer process (000 §4, offer version tv303) — the content itself
 * when it is sold alone — after the pay PIN when this device asks for it (000 §6), and the content plays
 * once it is bought (start-after-buy), from the balance at once or when the watcher sees the payment.
 * A button_data naming a packet opens that packet's purchase, which starts the content after paying.
 */
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { payNeedsPin, useDeviceParentalSettings } from '../billing/pay-gate';
import { setPlayAfter } from '../billing/play-after';
import { usePayMoney } from '../billing/usePayMoney';
import { PARENTAL_RETRY_MS } from '../packets/buy-flow';
import { CONTENT_OFFER_VERSION, contentBuyTarget } from '../packets/content-buy';
import { useSession } from '../session/context';

export interface PayButton {
  show_options?: boolean | null;
  button_data?: unknown;
}

export function useContentBuy(props: { name: string; watchId: number | null }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const payMoney = usePayMoney();
  const paySettings = useDeviceParentalSettings();
  const [packetsOpen, setPacketsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The purchase waiting for the pay PIN, with the settings that asked for it. */
  const [afterPin, setAfterPin] = useState<{ run: () => void } | null>(null);
  const playPath = props.watchId === null ? null : `/watch/${props.watchId}`;

  const buyOffer = useCallback(
    async (target: { purchaseTypeId: number; libraryId: number | null; entityLicenseId: number | null }) => {
      try {
        await payMoney.buyOffer(
          {
            source: 'content',
            amount: 0,
            packetId: null,
            playPath,
            returnPath: location.pathname,
            name: props.name,
          },
          { ...target, offerVersion: CONTENT_OFFER_VERSION },
        );
      } catch (failure) {
        // 'No purchases!', 'No paysystems!' or the server's words; nothing was charged.
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    },
    [payMoney.buyOffer, playPath, location.pathname, props.name],
  );

  const buyWith = useCallback(
    (button: PayButton | undefined) => {
      setError(null);
      // 000 §4 authAfterBuy: a guest signs in first, then comes back here and the purchase restarts.
      if (session.isGuest) return session.askSignIn({ kind: 'buy' });
      const target = contentBuyTarget(button);
      if (target.kind === 'quick_packets') return setPacketsOpen(true);
      if (target.kind === 'packet') {
        if (playPath) setPlayAfter(playPath);
        return navigate(`/packets/${target.packetId}?action=buy`);
      }
      if (target.kind === 'none')
        return session.showMessage({ title: 'subscription', text: 'purchase_soon' });
      void paySettings().then((settings) => {
        const run = () => void buyOffer(target);
        if (payNeedsPin(session, settings, Date.now())) setAfterPin({ run });
        else run();
      });
    },
    [session, navigate, playPath, paySettings, buyOffer],
  );

  const pinPassed = useCallback(() => {
    if (!afterPin) return;
    setAfterPin(null);
    // 000 §4 / §9: the purchase continues 600 ms after the parental check.
    window.setTimeout(afterPin.run, PARENTAL_RETRY_MS);
  }, [afterPin]);

  return {
    buyWith,
    payMoney,
    busy: payMoney.busy,
    error,
    packetsOpen,
    closePackets: () => setPacketsOpen(false),
    askingPin: afterPin !== null,
    pinPassed,
    closePin: () => setAfterPin(null),
  };
}
