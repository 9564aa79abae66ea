/**
 * 001 §2 / §4: an unpurchased channel shows a purchase view with its packets and prices instead of the
 * player ('channel_soon' when it has no packets; 'archive_subscribe' when the archive was asked for).
 * Subscribe opens the packet page, which starts enabling at once (sign-in first for guests).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Channel, Packet } from '../api/schemas';
import { packetPeriodDays } from '../packets/format';
import { useSession } from '../session/context';
import { Icon } from '../ui/Icon';
import { Skeleton } from '../ui/Spinner';
import { useChannelPackets } from './useChannelData';

export function formatPrice(price: Packet['price'], currency: string | null): string {
  const value = typeof price === 'string' ? Number(price) : (price ?? 0);
  if (!Number.isFinite(value) || value === 0) return '0';
  return `${value.toFixed(2).replace(/\.00$/, '')}${currency ? ` ${currency}` : ''}`;
}

export function LockView({ channel, archive }: { channel: Channel; archive: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const packets = useChannelPackets(channel.id, true);
  const provider = session.network?.provider as {
    currency?: { UTF_NAME?: string; ISO_CODE?: string };
  } | null;
  const currency = provider?.currency?.UTF_NAME ?? provider?.currency?.ISO_CODE ?? null;

  return (
    <section className="lock-view" data-testid="lock-view" aria-label={t('subscription_needed')}>
      <div className="lock-view__icon">
        <Icon name="lock" size={36} />
      </div>
      <h2>{channel.name}</h2>
      <p>{archive ? t('warning_archive_subscribe') : t('subscription_needed')}</p>
      {packets.isPending ? (
        <Skeleton lines={2} />
      ) : packets.isError ? (
        <p className="muted">{t('channel_soon')}</p>
      ) : (packets.data ?? []).length === 0 ? (
        <p className="muted">{t('channel_soon')}</p>
      ) : (
        <ul className="lock-view__packets">
          {(packets.data ?? []).map((packet) => (
            <li key={String(packet.id)} className="packet-card">
              <strong>{packet.name}</strong>
              {packet.description && <span className="muted small">{packet.description}</span>}
              <span className="packet-card__price">
                {t('price_per_period', {
                  price: formatPrice(packet.price, currency),
                  days: packetPeriodDays(packet),
                })}
              </span>
              <button
                type="button"
                className="button button--primary"
                onClick={() => navigate(`/packets/${packet.id}?action=buy`)}
              >
                {t('subscribe')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
