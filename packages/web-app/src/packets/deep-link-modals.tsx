/**
 * The packet modals of 001 §2 opened by a deep link (modals/registry.tsx): quick_packets (a content's
 * packets with `?content_id=`, else the base tariffs), confirm / confirm_period / subscription (a packet's
 * offer with `?packet_id=`, whose button runs the purchase flow on the packet page, where the server and the
 * real confirmation decide) and packets_channels (a packet's channels).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../modals/Dialog';
import type { DeepLinkModalProps } from '../modals/deep-link';
import { idParam } from '../modals/deep-link';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { QuickPackets } from './BuyDialogs';
import { ContentPacketsModal } from './ContentPacketsModal';
import { packetPriceLine } from './format';
import { PacketChannels } from './PacketChannels';
import { useCurrency } from './useCurrency';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';

export function QuickPacketsModal({ params, onClose }: DeepLinkModalProps) {
  const content = idParam(params, 'content_id');
  if (content === null) return <QuickPackets onClose={onClose} />;
  return (
    <ContentPacketsModal contentId={content} libraryId={idParam(params, 'library_id')} onClose={onClose} />
  );
}

function usePacket(id: number | null) {
  const endpoints = usePacketsApi();
  const { token } = useSession();
  return useQuery({
    queryKey: ['packet', String(id), token],
    queryFn: () => endpoints!.packet(String(id)),
    enabled: endpoints !== null && id !== null,
    retry: false,
  });
}

export function PacketOfferModal({ params, onClose }: DeepLinkModalProps) {
  const { t, i18n, ready } = useTranslation('packets', { useSuspense: false });
  const currency = useCurrency();
  const id = idParam(params, 'packet_id');
  const packet = usePacket(id);
  // Without a packet the viewer chooses one: every packet that can be enabled.
  if (id === null)
    return <QuickPackets onClose={onClose} filter={(p) => p.actions?.can_subscribe !== false} />;
  if (!ready) return null;
  return (
    <Dialog title={packet.data?.name ?? t('loading')} onClose={onClose} className="quick-packets">
      {packet.isPending ? (
        <Skeleton lines={3} />
      ) : packet.isError ? (
        <p role="alert">{packet.error.message}</p>
      ) : (
        <div className="packet-card" data-testid="packet-offer">
          <span className="muted small">{packet.data.description}</span>
          <span className="packet-card__price">
            {packetPriceLine(t, packet.data, i18n.language, currency)}
          </span>
          <Link
            className="button button--primary"
            to={`/packets/${packet.data.id}?action=buy`}
            onClick={() => onClose?.()}
          >
            {t('button_enable')}
          </Link>
        </div>
      )}
    </Dialog>
  );
}

export function PacketChannelsDeepLink({ params, onClose }: DeepLinkModalProps) {
  const { t, ready } = useTranslation('packets', { useSuspense: false });
  const packet = usePacket(idParam(params, 'packet_id'));
  if (!ready) return null;
  if (idParam(params, 'packet_id') === null) return <QuickPackets onClose={onClose} filter={() => true} />;
  return (
    <Dialog title={packet.data?.name ?? t('loading')} onClose={onClose}>
      {packet.isPending ? (
        <Skeleton lines={3} />
      ) : packet.isError ? (
        <p role="alert">{packet.error.message}</p>
      ) : (
        <PacketChannels packet={packet.data} />
      )}
    </Dialog>
  );
}
