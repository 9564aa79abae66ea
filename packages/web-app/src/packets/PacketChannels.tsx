/** A packet's channels with a search field (000 §2 Packet detail page; the packets_channels modal). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChannels } from '../channels/useChannelData';
import { Dialog } from '../modals/Dialog';
import { Skeleton } from '../ui/Spinner';
import type { PacketDetail } from './schemas';

export function matchesSearch(name: string, query: string): boolean {
  return name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

export function PacketChannels({ packet }: { packet: PacketDetail }) {
  const { t } = useTranslation('packets');
  const channels = useChannels();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const ids = packet.channels ?? [];
  if (ids.length === 0) return null;
  const mine = (channels.data ?? []).filter((c) => ids.includes(Number(c.id)));
  const shown = mine.filter((c) => matchesSearch(c.name, query));
  return (
    <section className="packet-section" aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`}>{t('channels_title', { count: ids.length })}</h2>
      <label className="packet-search" htmlFor={inputId}>
        <span className="visually-hidden">{t('channels_search')}</span>
        <input
          id={inputId}
          type="search"
          className="input"
          placeholder={t('channels_search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {channels.isPending ? (
        <Skeleton lines={2} />
      ) : shown.length === 0 ? (
        <p className="muted">{t('channels_none', { query })}</p>
      ) : (
        <ul className="packet-channels" data-testid="packet-channels">
          {shown.map((c) => (
            <li key={String(c.id)}>
              <Link to={`/channels/all/${c.id}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PacketChannelsModal({ packet, onClose }: { packet: PacketDetail; onClose: () => void }) {
  return (
    <Dialog title={packet.name} onClose={onClose}>
      <PacketChannels packet={packet} />
    </Dialog>
  );
}
