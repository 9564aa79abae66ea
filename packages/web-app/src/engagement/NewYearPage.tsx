/**
 * 001 §2 /newyear: the operator's festive channel with a countdown to the year's end and five curated
 * rows. The page needs a session (guest or signed in; "shown only when authorised"). When the countdown
 * passes midnight it stops and the channel is reloaded, so the new year's programme starts playing.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelStage } from '../channels/ChannelStage';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { yearEnd } from './countdown';
import type { Row } from './schemas';
import { useCountdown } from './useCountdown';
import { useEngagementApi } from './useEngagementApi';
import '../channels/channels.css';
import './engagement.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export default function NewYearPage() {
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const session = useSession();
  const api = useEngagementApi();
  const client = useQueryClient();
  const authorised = session.token !== null;
  const settings = useQuery({
    queryKey: ['newyear', session.language],
    queryFn: () => api!.newYear(),
    enabled: api !== null && authorised,
  });
  const channelId = settings.data?.channel_id;
  const channel = useQuery({
    queryKey: ['newyear-channel', channelId, session.token],
    queryFn: () => session.endpoints!.channel(channelId as number),
    enabled: session.endpoints !== null && channelId !== undefined,
  });
  const rows = useQueries({
    queries: (settings.data?.row_ids ?? []).map((id) => ({
      queryKey: ['newyear-row', id, session.language, session.token],
      queryFn: () => api!.row(id),
      enabled: api !== null && authorised,
      retry: false,
    })),
  });
  const target = useMemo(() => yearEnd(Date.now()), []);
  const reloadChannel = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['newyear-channel'] });
  }, [client]);
  const left = useCountdown(target, reloadChannel);

  if (!ready || session.status === 'starting') return <Spinner />;
  if (!authorised) {
    return (
      <main className="page info-page">
        <h1>{t('newyear_title')}</h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => session.askSignIn({ kind: 'page' })}
        >
          {t('newyear_rows_sign_in')}
        </button>
      </main>
    );
  }
  if (settings.isError) {
    return (
      <main className="page info-page">
        <ErrorState text={t('newyear_error')} onRetry={() => settings.refetch()} />
      </main>
    );
  }
  return (
    <main className="page newyear" data-testid="newyear">
      <h1>{left ? t('newyear_title') : t('newyear_arrived')}</h1>
      {left && (
        <section className="countdown" aria-labelledby="countdown-title">
          <h2 id="countdown-title" className="countdown__title">
            {t('newyear_left')}
          </h2>
          {/* A timer role is not announced each second: screen readers read it when they reach it. */}
          <div role="timer" className="countdown__units" data-testid="countdown">
            {UNITS.map((unit) => (
              <div key={unit} className="countdown__unit">
                <span className="countdown__value" data-unit={unit}>
                  {String(left[unit]).padStart(unit === 'days' ? 1 : 2, '0')}
                </span>
                <span className="countdown__label">{t(`newyear_${unit}`, { count: left[unit] })}</span>
              </div>
            ))}
          </div>
        </section>
      )}
      <div className="newyear__stage">
        {channel.isPending ? (
          <Spinner />
        ) : channel.isError ? (
          <ErrorState text={t('newyear_error')} onRetry={() => channel.refetch()} />
        ) : (
          <ChannelStage channel={channel.data} ts={null} />
        )}
      </div>
      {rows.map((row) => (row.data ? <NewYearRow key={row.data.id} row={row.data} /> : null))}
    </main>
  );
}

function NewYearRow({ row }: { row: Row }) {
  const items = row.contents ?? [];
  if (items.length === 0) return null;
  return (
    <section className="newyear-row" aria-label={row.title}>
      <h2>
        <Link to={`/row/${row.id}`}>{row.title}</Link>
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/contents/${item.slug ?? item.id}`}>{item.title ?? item.name ?? String(item.id)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
