/**
 * `/programs/{id}` (001 §7 Program info): one programme of the guide from the operator's programme call —
 * its title, channel, day and hours, tags and description — and what the viewer can do with it, by the
 * same rule the guide's click follows (guide.ts): watch it live while it is on, from its start while the
 * archive holds it, else the reason it cannot play (not started yet, not in the archive, subscribe) — and
 * the favourites toggle for the programme (001 §7 favourites add "program_id").
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Channel } from '../api/schemas';
import { programmeAction, programmeEnd, programmeTitle } from '../channels/guide';
import { programmeDescription, programmeTags } from '../channels/programme-details';
import { useChannels } from '../channels/useChannelData';
import { NotFound } from '../pages/NotFound';
import { useSession } from '../session/context';
import { FavouriteButton } from '../ui/FavouriteButton';
import { ErrorState, Spinner } from '../ui/Spinner';
import { isNotFound, useCatalogueApi } from './useCatalogue';
import { useCatalogueT } from './useCatalogueT';
// The tags look as they do on a content page.
import '../content/content.css';
import './catalogue.css';
import { formatDate, timeOfDay } from '../i18n/date-format';

const channelPath = (channel: Channel) =>
  `/channels/all/${encodeURIComponent(String(channel.slug ?? channel.id))}`;

export default function ProgrammePage() {
  const { t, ready, i18n } = useCatalogueT();
  const common = useTranslation().t;
  const { id = '' } = useParams();
  const api = useCatalogueApi();
  const valid = /^\d+$/.test(id);
  const programme = useQuery({
    queryKey: ['programme', id, i18n.language],
    queryFn: () => api!.programme(Number(id)),
    enabled: api !== null && valid,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  const channels = useChannels();
  const favoured = useFavouredProgramme(valid ? Number(id) : null);
  if (!valid || (programme.isError && isNotFound(programme.error))) return <NotFound />;
  if (programme.isError) {
    return (
      <main className="page">
        <ErrorState text={t('programme_failed')} onRetry={() => void programme.refetch()} />
      </main>
    );
  }
  if (!ready || !programme.data || channels.isPending || favoured === undefined) {
    return (
      <main className="page" aria-busy="true">
        <Spinner />
      </main>
    );
  }
  const item = programme.data;
  const channel = channels.data?.find((c) => String(c.id) === String(item.channel_id)) ?? null;
  const nowSec = Math.floor(Date.now() / 1000);
  const action = channel ? programmeAction(channel, item, nowSec) : null;
  const time = (sec: number) => timeOfDay(sec, i18n.language);
  const day = formatDate(item.timestamp * 1000, i18n.language, 'weekdayDayMonth');
  const tags = programmeTags(item);
  const description = programmeDescription(item);
  return (
    <main className="page programme-page" data-testid="programme-page">
      <p className="muted programme-page__when">
        {day}, {time(item.timestamp)}–{time(programmeEnd(item))}
        {channel ? <> · {channel.name}</> : null}
      </p>
      <h1 className="rowset__title">{programmeTitle(item)}</h1>
      {tags.length > 0 ? (
        <ul className="tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {description ? <p className="programme-page__text">{description}</p> : null}
      <div className="programme-page__actions">
        {channel && action?.kind === 'live' ? (
          <Link className="button button--primary" to={channelPath(channel)}>
            {t('programme_watch_live')}
          </Link>
        ) : null}
        {channel && action?.kind === 'archive' ? (
          <Link className="button button--primary" to={`${channelPath(channel)}?ts=${action.ts}`}>
            {t('programme_watch_archive')}
          </Link>
        ) : null}
        {action?.kind === 'refused' ? (
          <p className="muted" role="status">
            {common(action.key)}
          </p>
        ) : null}
        {channel && action?.kind !== 'live' ? (
          <Link className="button" to={channelPath(channel)}>
            {t('programme_channel', { name: channel.name })}
          </Link>
        ) : null}
        <FavouriteButton target={{ kind: 'program', id: Number(id) }} initial={favoured} />
      </div>
    </main>
  );
}

/** Whether the viewer has this programme in favourites: false for a guest, undefined while it is read. */
function useFavouredProgramme(programId: number | null): boolean | undefined {
  const { endpoints, isGuest, token } = useSession();
  const list = useQuery({
    queryKey: ['favorites', 'programs', token],
    queryFn: async () => {
      const all = await endpoints!.favorites();
      return all.flatMap((f) => (f.program_id != null ? [Number(f.program_id)] : []));
    },
    enabled: endpoints !== null && !isGuest && programId !== null,
    // Read afresh on every visit: the toggle changes the list without telling this cache.
    staleTime: 0,
    gcTime: 0,
  });
  if (isGuest || programId === null) return false;
  // A failed read shows the toggle off; the toggle reads the list again before it changes anything.
  if (list.isError) return false;
  return list.data ? list.data.includes(programId) : undefined;
}
