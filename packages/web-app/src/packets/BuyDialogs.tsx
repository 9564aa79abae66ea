/** The dialogs the buy flow stops at: confirmation, quick packets (base packets first), the pay PIN. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../modals/Dialog';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { formatMoney, formatPeriod, packetPriceLine } from './format';
import { PayPinDialog } from './PayPinDialog';
import { PeriodDialog } from './PeriodDialog';
import type { PacketDetail } from './schemas';
import type { BuyDialog } from './useBuyPacket';
import { useCurrency } from './useCurrency';
import { usePacketsApi } from './usePacketsApi';

export function BuyDialogs(props: {
  packet: PacketDetail;
  dialog: BuyDialog | null;
  onConfirm: () => void;
  onConfirmPeriod: (period: number) => void;
  onPin: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('packets');
  const currency = useCurrency();
  const { dialog, packet } = props;
  if (!dialog) return null;
  if (dialog.kind === 'parental') {
    return <PayPinDialog onPassed={props.onPin} onClose={props.onClose} />;
  }
  if (dialog.kind === 'quick_packets') return <QuickPackets onClose={props.onClose} />;
  if (dialog.kind === 'confirm_period') {
    return (
      <PeriodDialog
        name={packet.name}
        periods={dialog.periods}
        period={dialog.period}
        currency={currency}
        onConfirm={props.onConfirmPeriod}
        onClose={props.onClose}
      />
    );
  }
  const price = packet.is_trial ? packet.trial_price : (packet.total_price ?? packet.price);
  return (
    <Dialog title={t('confirm_title', { name: packet.name })} onClose={props.onClose}>
      <p>
        {t('confirm_text', {
          name: packet.name,
          price: formatMoney(price, i18n.language, currency),
          period: formatPeriod(
            t,
            packet.is_trial ? null : packet.period,
            packet.is_trial ? packet.trial_period_human : packet.period_human,
          ),
        })}
      </p>
      <p className="muted">
        {t('confirm_balance', { balance: formatMoney(dialog.balance, i18n.language, currency) })}
      </p>
      <div className="packet-actions">
        <button type="button" className="button button--primary" onClick={props.onConfirm}>
          {t('confirm_enable')}
        </button>
        <button type="button" className="button" onClick={props.onClose}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/** 000 §4: an additional packet without a base one offers the base packets first. */
export function QuickPackets({
  onClose,
  filter,
}: {
  /** Null: no close control (a modal opened with hideClose); choosing a packet still leaves. */
  onClose: (() => void) | null;
  filter?: (p: PacketDetail) => boolean;
}) {
  const { t, i18n } = useTranslation('packets');
  const endpoints = usePacketsApi();
  const { token } = useSession();
  const currency = useCurrency();
  const packets = useQuery({
    queryKey: ['packets', token],
    queryFn: () => endpoints!.packets(),
    enabled: endpoints !== null,
  });
  const shown = (packets.data ?? []).filter(
    filter ?? ((p) => p.base === true && p.actions?.can_subscribe !== false),
  );
  return (
    <Dialog
      title={t(filter ? 'quick_title_content' : 'quick_title')}
      onClose={onClose}
      className="quick-packets"
    >
      {!filter && <p className="muted">{t('quick_text')}</p>}
      {packets.isPending ? (
        <Skeleton lines={3} />
      ) : packets.isError ? (
        <p role="alert">{packets.error.message}</p>
      ) : (
        <ul className="quick-packets__list" data-testid="quick-packets">
          {shown.map((p) => (
            <li key={p.id} className="packet-card">
              <strong>{p.name}</strong>
              <span className="muted small">{p.description}</span>
              <span className="packet-card__price">{packetPriceLine(t, p, i18n.language, currency)}</span>
              <Link
                className="button button--primary"
                to={`/packets/${p.id}?action=buy`}
                onClick={() => onClose?.()}
              >
                {t('button_enable')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
