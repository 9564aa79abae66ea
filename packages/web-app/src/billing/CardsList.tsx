/**
 * The linked cards (000 §3 Card: number, is_primary) with remove, and "add a card": a refunded check on
 * the provider's page (POST /v2/users/self/cards, full_url + transaction), written down before leaving
 * so the watcher reports the link on return.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { returnUrlOf } from './pay-actions';
import { browserStore, writePending } from './pending-payment';
import { type Card, transactionOf } from './schemas';
import { useBillingApi } from './useBillingApi';
import { ownerOf } from './usePaymentWatcher';

export function CardsList(props: {
  cards: UseQueryResult<Card[]>;
  /** Runs linking after the pay PIN when the account has one (000 §6). */
  guard: (action: () => void) => void;
  onRemove: (card: Card) => void;
  onFailure: (message: string) => void;
}) {
  const { t } = useTranslation('billing');
  const session = useSession();
  const apis = useBillingApi();
  const [linking, setLinking] = useState(false);
  const inFlight = useRef(false);
  const { cards } = props;

  async function link() {
    if (!apis || inFlight.current) return;
    inFlight.current = true;
    setLinking(true);
    try {
      const [account] = await apis.packets.accounts();
      const started = transactionOf(
        await apis.billing.linkCard({
          paysystem_shortname: 'demo_card',
          account_id: account?.id ?? 0,
          amount: 1,
          needed_refund: true,
          return_url: returnUrlOf('/settings/payment'),
          lang: session.language,
        }),
      );
      if (!started.fullUrl) throw new Error(t('no_page'));
      writePending(browserStore(), {
        transactionId: started.transactionId,
        source: 'card_link',
        packetId: null,
        playPath: null,
        owner: ownerOf(session.apiBase, session.user?.id),
        startedAt: Date.now(),
      });
      window.location.assign(started.fullUrl);
    } catch (error) {
      props.onFailure(error instanceof Error ? error.message : String(error));
      inFlight.current = false;
      setLinking(false);
    }
  }

  return (
    <>
      {cards.isPending ? (
        <Skeleton lines={2} />
      ) : cards.isError ? (
        <p role="alert">{cards.error.message}</p>
      ) : cards.data.length === 0 ? (
        <p className="muted">{t('cards_none')}</p>
      ) : (
        <ul className="payment-cards" data-testid="cards">
          {cards.data.map((card) => (
            <li key={card.id} className="payment-card">
              <span className="payment-card__number">{card.number}</span>
              {card.is_primary && <span className="payment-card__badge">{t('card_primary')}</span>}
              <button type="button" className="button button--link" onClick={() => props.onRemove(card)}>
                {t('card_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button"
        disabled={linking}
        aria-busy={linking}
        onClick={() => props.guard(() => void link())}
      >
        {t('card_add')}
      </button>
    </>
  );
}
