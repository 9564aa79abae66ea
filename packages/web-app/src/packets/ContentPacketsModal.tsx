/**
 * The quick-packets modal for a content (001 §4 show_options): the packets that open it, asked in the
 * library it is watched in; or, for a title in a channel's schedule (§4 "in a channel schedule and unpaid,
 * packets show"), the packets of that channel.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setPlayAfter } from '../billing/play-after';
import { Dialog } from '../modals/Dialog';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { packetPriceLine } from './format';
import { useCurrency } from './useCurrency';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';

export function ContentPacketsModal({
  contentId,
  libraryId = null,
  channel = null,
  playPath,
  onClose,
}: {
  contentId: number;
  libraryId?: number | null;
  /** The channel airing the title: its packets instead of the title's. */
  channel?: { id: number; name: string } | null;
  /** 001 §4 start-after-buy: played once the chosen packet is paid. */
  playPath?: string;
  /** Null: no close control (a modal opened with hideClose); choosing a packet still leaves. */
  onClose: (() => void) | null;
}) {
  const { t, i18n, ready } = useTranslation('packets', { useSuspense: false });
  const endpoints = usePacketsApi();
  const { token } = useSession();
  const currency = useCurrency();
  const packets = useQuery({
    queryKey: channel
      ? ['packets', 'channel', channel.id, token]
      : ['packets', 'content', contentId, libraryId, token],
    queryFn: () =>
      channel ? endpoints!.channelPackets(channel.id) : endpoints!.contentPackets(contentId, libraryId),
    enabled: endpoints !== null,
  });
  if (!ready) return null;
  const title = channel ? t('airing_packets', { channel: channel.name }) : t('quick_title_content');
  return (
    <Dialog title={title} onClose={onClose} className="quick-packets">
      {channel && <p className="muted">{t('airing_packets_text', { channel: channel.name })}</p>}
      {packets.isPending ? (
        <Skeleton lines={3} />
      ) : packets.isError ? (
        <p role="alert">{packets.error.message}</p>
      ) : (
        <ul className="quick-packets__list" data-testid="quick-packets">
          {packets.data.map((p) => (
            <li key={p.id} className="packet-card">
              <strong>{p.name}</strong>
              <span className="muted small">{p.description}</span>
              <span className="packet-card__price">{packetPriceLine(t, p, i18n.language, currency)}</span>
              <Link
                className="button button--primary"
                to={`/packets/${p.id}?action=buy`}
                onClick={() => {
                  if (playPath) setPlayAfter(playPath);
                  onClose?.();
                }}
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
