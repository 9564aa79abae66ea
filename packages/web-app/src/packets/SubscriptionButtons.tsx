/**
 * The buttons of a packet by its state (000 §4 Subscription, table in subscription-buttons.ts). Renewal,
 * disabling, cancelling and removing call the server here; a failure keeps the old state on screen with
 * the server's message, and a success reloads what the subscription opens or locks.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { noteUnsubscribed } from '../engagement/notify/prompt-store';
import { formatDate } from '../i18n/date-format';
import type { PacketDetail } from './schemas';
import { type SubscriptionButton, subscriptionButtons } from './subscription-buttons';
import { usePacketsApi, useReloadAfterPurchase } from './usePacketsApi';

const LABEL: Record<SubscriptionButton, string> = {
  enable: 'button_enable',
  renewal: 'button_renewal',
  disable: 'button_disable',
  cancel: 'button_cancel',
  remove: 'button_remove',
  change: 'button_change',
};

export function SubscriptionButtons(props: {
  packet: PacketDetail;
  busy: boolean;
  onEnable: () => void;
  /** Change (000 §4 Subscription): the account page changes the period itself; else as Enable. */
  onChange?: () => void;
  /** Subscription fields from the current/futures answers, when shown in the account page. */
  subscription?: {
    id: number;
    renew: boolean;
    is_paused?: boolean | null;
    allow_delete_paused?: boolean | null;
    purchases?: unknown[] | null;
    status: 'current' | 'future';
  };
}) {
  const { t, i18n } = useTranslation('packets');
  const endpoints = usePacketsApi();
  const reload = useReloadAfterPurchase();
  const [pending, setPending] = useState<SubscriptionButton | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { packet } = props;
  const sub = props.subscription ?? (packet.subscription ? { ...packet.subscription } : undefined);
  const actions = packet.subscription?.actions ?? packet.actions ?? {};
  const buttons = subscriptionButtons({
    status: sub?.status ?? 'none',
    renew: sub?.renew ?? false,
    isPaused: sub?.is_paused === true || packet.is_paused === true,
    allowDeletePaused: props.subscription?.allow_delete_paused === true,
    isPromo: packet.is_promo === true,
    parentName: packet.parent_name,
    hasPurchases: (props.subscription?.purchases ?? []).length > 0,
    actions,
  });

  async function act(button: SubscriptionButton) {
    if (button === 'change') return (props.onChange ?? props.onEnable)();
    if (button === 'enable') return props.onEnable();
    if (!endpoints || !sub || pending) return;
    setPending(button);
    setError(null);
    try {
      if (button === 'renewal') await endpoints.setRenew(sub.id, true);
      else if (button === 'disable') await endpoints.setRenew(sub.id, false);
      else if (button === 'cancel') await endpoints.cancelFuture(sub.id);
      else await endpoints.unsubscribe(sub.id);
      // 001 §2 survey_unsubscribe: the next page asks why (engagement/notify).
      if (button === 'disable' || button === 'remove') noteUnsubscribed();
      await reload();
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    } finally {
      setPending(null);
    }
  }

  if (buttons.length === 0) return <p className="muted small">{t('no_actions')}</p>;
  return (
    <div className="packet-actions">
      {buttons.map((b) => {
        const working = pending === b || (props.busy && (b === 'enable' || b === 'change'));
        return (
          <button
            key={b}
            type="button"
            className={`button ${b === 'enable' || b === 'renewal' ? 'button--primary' : ''}`}
            disabled={working || pending !== null}
            aria-busy={working}
            onClick={() => void act(b)}
          >
            {working && <span className="spinner__ring spinner__ring--small" aria-hidden="true" />}{' '}
            {t(LABEL[b])}
          </button>
        );
      })}
      {/* The account page's row says the date itself. */}
      {!props.subscription && sub?.status === 'current' && packet.subscription && (
        <p className="muted small packet-actions__until">
          {t(sub.renew ? 'renews_on' : 'ends_on', {
            date: formatDate(packet.subscription.end_at * 1000, i18n.language, 'date'),
          })}
        </p>
      )}
      {error && (
        <p className="packet-notice packet-notice--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
