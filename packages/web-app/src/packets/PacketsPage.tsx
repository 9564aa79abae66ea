/** 000 §2 /packets: every packet, base tariffs first, with their channels in the packets_channels modal. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { PacketCard } from './PacketCard';
import { PacketChannelsModal } from './PacketChannels';
import type { PacketDetail } from './schemas';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';

export default function PacketsPage() {
  const { t, ready } = useTranslation('packets', { useSuspense: false });
  const endpoints = usePacketsApi();
  const { token } = useSession();
  const [channelsOf, setChannelsOf] = useState<PacketDetail | null>(null);
  const packets = useQuery({
    queryKey: ['packets', token],
    queryFn: () => endpoints!.packets(),
    enabled: endpoints !== null,
  });
  if (!ready || packets.isPending) return <Spinner />;
  if (packets.isError) {
    return (
      <main className="page packet-page">
        <p role="alert">{packets.error.message}</p>
        <button type="button" className="button" onClick={() => packets.refetch()}>
          {t('retry')}
        </button>
      </main>
    );
  }
  const groups = [
    ['group_base', packets.data.filter((p) => p.base)],
    ['group_additional', packets.data.filter((p) => !p.base)],
  ] as const;
  return (
    <main className="page packet-page">
      <h1>{t('packets_title')}</h1>
      {groups.map(([key, list]) =>
        list.length === 0 ? null : (
          <section key={key} className="packet-section">
            <h2>{t(key)}</h2>
            <ul className="packet-grid">
              {list.map((p) => (
                <PacketCard key={p.id} packet={p} onChannels={() => setChannelsOf(p)} />
              ))}
            </ul>
          </section>
        ),
      )}
      {channelsOf && <PacketChannelsModal packet={channelsOf} onClose={() => setChannelsOf(null)} />}
    </main>
  );
}
