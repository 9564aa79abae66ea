/** One packet in a list (packets page, provider page): name, price, period and a way in. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatPeriod, packetPriceLine } from './format';
import type { PacketDetail } from './schemas';
import { useCurrency } from './useCurrency';

export function PacketCard({ packet, onChannels }: { packet: PacketDetail; onChannels?: () => void }) {
  const { t, i18n } = useTranslation('packets');
  const currency = useCurrency();
  const on = packet.subscription?.status === 'current';
  return (
    <li className="packet-card" data-testid={`packet-card-${packet.id}`}>
      <div className="packet-card__head">
        <strong>{packet.name}</strong>
        {on && <span className="packet-badge">{t('badge_on')}</span>}
        {packet.subscription?.status === 'future' && (
          <span className="packet-badge">{t('badge_future')}</span>
        )}
      </div>
      {packet.description && <span className="muted small">{packet.description}</span>}
      <span className="packet-card__price">{packetPriceLine(t, packet, i18n.language, currency)}</span>
      {packet.is_trial && packet.trial_price != null && (
        <span className="small packet-card__trial">
          {t('trial_offer', {
            price: formatMoney(packet.trial_price, i18n.language, currency),
            period: formatPeriod(t, null, packet.trial_period_human),
          })}
        </span>
      )}
      <div className="packet-card__actions">
        <Link className="button button--primary" to={`/packets/${packet.id}`}>
          {t('more')}
        </Link>
        {onChannels && (packet.channels ?? []).length > 0 && (
          <button type="button" className="button" onClick={onChannels}>
            {t('channels_button', { count: (packet.channels ?? []).length })}
          </button>
        )}
      </div>
    </li>
  );
}
