/**
 * The channel list of the side panel: logo, name, number, lock for unpurchased channels, and a schedule
 * icon that expands a short inline schedule (the next few programmes) under the channel (001 §2).
 */

import { isPurchased } from '@onair/player-sdk/timeline';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Channel } from '../api/schemas';
import { timeOfDay } from '../i18n/date-format';
import { Icon } from '../ui/Icon';
import { useNearView } from '../ui/useNearView';
import { isAdultChannel } from './channel-rules';
import { programmeEnd, programmeTitle } from './guide';
import { TILE_PROGRESS_REFRESH_MS, tileProgress } from './tile-progress';
import { useSchedule } from './useChannelData';
import { CHANNEL_ROW_PX, VIRTUAL_LIST_MIN_WIDTH, visibleRange } from './virtual-rows';

function ShortSchedule({ channel }: { channel: Channel }) {
  const { t, i18n } = useTranslation();
  const schedule = useSchedule(channel);
  const nowSec = Math.floor(Date.now() / 1000);
  if (schedule.isPending) return <p className="muted small">{t('status_loading')}</p>;
  const next = (schedule.data ?? []).filter((p) => programmeEnd(p) > nowSec).slice(0, 3);
  if (next.length === 0) return <p className="muted small">{t('warning_no_program')}</p>;
  return (
    <ul className="short-schedule">
      {next.map((p) => (
        <li key={String(p.id)}>
          <time>{timeOfDay(p.timestamp, i18n.language)}</time> {programmeTitle(p)}
        </li>
      ))}
    </ul>
  );
}

export function ChannelList({
  channels,
  selectedId,
  hrefOf,
  label,
  scrollRef,
}: {
  channels: readonly Channel[];
  selectedId: number | null;
  hrefOf: (channel: Channel) => string;
  label: string;
  /** The scrolling box around the list; given, the list is virtual above 1280 px (001 §2). */
  scrollRef?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const nowSec = useNowSec(TILE_PROGRESS_REFRESH_MS);
  const [expanded, setExpanded] = useState<number | null>(null);
  const range = useVirtualRange(scrollRef, channels.length, expanded === null);
  const shown = range ? channels.slice(range.start, range.end) : channels;
  const offset = range?.start ?? 0;
  return (
    <ul
      className="channel-list"
      aria-label={label}
      style={range ? { paddingTop: range.padTop, paddingBottom: range.padBottom } : undefined}
    >
      {shown.map((channel, i) => {
        const index = i + offset;
        const selected = channel.id === selectedId;
        return (
          <li key={channel.id} className={`channel-row${selected ? ' channel-row--selected' : ''}`}>
            <Link
              to={hrefOf(channel)}
              className="channel-row__link"
              aria-current={selected ? 'page' : undefined}
            >
              <span className="channel-row__number">{index + 1}</span>
              <ChannelLogo channel={channel} />
              <span className="channel-row__text">
                <span className="channel-row__name">{channel.name}</span>
                <TileProgress fraction={tileProgress(channel.current_schedule, nowSec)} />
              </span>
              {!isPurchased(channel) && (
                <span className="channel-row__lock">
                  <Icon name="lock" size={16} label={t('subscription_needed')} />
                </span>
              )}
              {isAdultChannel(channel) && <span className="channel-row__age">18+</span>}
            </Link>
            <button
              type="button"
              className="icon-button channel-row__schedule"
              aria-expanded={expanded === channel.id}
              aria-label={`${t('schedule')}: ${channel.name}`}
              onClick={() => setExpanded(expanded === channel.id ? null : channel.id)}
            >
              ☰
            </button>
            {expanded === channel.id && <ShortSchedule channel={channel} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The list's one clock: every tile's bar moves on the same 7 s tick (001 §9). */
function useNowSec(everyMs: number): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

function TileProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  return (
    <span className="channel-row__progress" aria-hidden="true">
      <span style={{ width: `${Math.round(fraction * 100)}%` }} />
    </span>
  );
}

/** The logo's file is asked for only as its row comes near the view (near-view.ts). */
export function ChannelLogo({ channel }: { channel: Channel }) {
  const src = channel.logo ?? channel.icon;
  const image = useRef<HTMLImageElement>(null);
  const near = useNearView(image);
  return src ? (
    <img ref={image} className="channel-logo" src={near ? src : undefined} alt="" width={40} height={40} />
  ) : (
    <span className="channel-logo channel-logo--text" aria-hidden="true">
      {channel.name.slice(0, 2)}
    </span>
  );
}

/** The rows to mount when the list is virtual (wide windows, no inline schedule open); null otherwise. */
function useVirtualRange(
  scrollRef: RefObject<HTMLElement | null> | undefined,
  count: number,
  allowed: boolean,
) {
  const [range, setRange] = useState<ReturnType<typeof visibleRange> | null>(null);
  useEffect(() => {
    const box = scrollRef?.current;
    if (!box || !allowed) {
      setRange(null);
      return;
    }
    const controller = new AbortController();
    const update = () => {
      if (window.innerWidth <= VIRTUAL_LIST_MIN_WIDTH) {
        setRange(null);
        return;
      }
      const list = box.querySelector('.channel-list');
      const listTop = list instanceof HTMLElement ? list.offsetTop - box.offsetTop : 0;
      setRange(visibleRange(box.scrollTop - listTop, box.clientHeight, CHANNEL_ROW_PX, count));
    };
    update();
    box.addEventListener('scroll', update, { passive: true, signal: controller.signal });
    window.addEventListener('resize', update, { signal: controller.signal });
    return () => controller.abort();
  }, [scrollRef, count, allowed]);
  return range;
}
