/**
 * 001 §2 /newyear: channel 3929 (§9) with a countdown to the year's end and five promotional rows loaded
 * by fixed ids (constants.ts). The page needs a session (guest or signed in; "shown only when
 * authorised"). An operator that lacks the channel or some of the rows gets the page without them
 * ("where the operator has them"): the stage says the channel is not offered, missing rows are left out.
 * When the countdown passes midnight it stops and the channel is reloaded, so the new year's programme
 * starts playing.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/errors';
import { ChannelStage } from '../channels/ChannelStage';
import { NEW_YEAR_CHANNEL_ID, NEW_YEAR_ROW_IDS } from '../constants';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { yearEnd } from './countdown';
import type { Row } from './schemas';
import { useCountdown } from './useCountdown';
import { useEngagementApi } from './useEngagementApi';
import '../channels/channels.css';
import './engagement.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export default function NewYearPage() {
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const session = useSession();
  const api = useEngagementApi();
  const client = useQueryClient();
  const authorised = session.token !== null;
  const channel = useQuery({
    queryKey: ['newyear-channel', NEW_YEAR_CHANNEL_ID, session.token],
    queryFn: () => session.endpoints!.channel(NEW_YEAR_CHANNEL_ID),
    enabled: session.endpoints !== null && authorised,
    retry: (count, error) => !notFound(error) && count < 1,
  });
  const rows = useQueries({
    queries: NEW_YEAR_ROW_IDS.map((id) => ({
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
      <main className="page info-page" data-testid="newyear-sign-in">
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
        ) : channel.isError && notFound(channel.error) ? (
          <p className="muted" role="status" data-testid="newyear-no-channel">
            {t('newyear_no_channel')}
          </p>
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
