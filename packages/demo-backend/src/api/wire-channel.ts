// §3 wire shapes for channels, categories, packets and programmes. Absolute URLs are built per request
// so the same records serve any origin.

import type { Programme } from '../catalogue/schedule';
import type { CategoryRecord, ChannelRecord } from '../catalogue/types';
import type { Lang } from '../http/language';
import { absoluteUrl } from '../http/origin';

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (unixSec: number) => {
  const d = new Date(unixSec * 1000);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

export function programmeJson(programme: Programme, nowSec: number, origin: string) {
  const end = programme.start + programme.durationSec;
  const startIso = new Date(programme.start * 1000).toISOString();
  const isSerial = programme.episode !== null;
  return {
    id: programme.id,
    parent_id: null,
    channel_id: programme.channelId,
    content_id: programme.contentId,
    timestamp: programme.start,
    real_timestamp: programme.start,
    duration: programme.durationSec,
    real_duration: programme.durationSec,
    date: startIso.slice(0, 10),
    start_at: startIso,
    is_catchup_available: programme.isCatchupAvailable,
    program: { id: programme.id, title: programme.title },
    title: programme.title,
    content: { title: programme.title, age: programme.age },
    episode: programme.episode
      ? {
          title: programme.title,
          subtitle: `Episode ${programme.episode.series}`,
          description: '',
          ...programme.episode,
        }
      : null,
    category: isSerial ? { id: 2, name: 'Series' } : { id: 1, name: 'Programme' },
    content_type: isSerial ? 'series' : 'program',
    year: 2024,
    genres: [],
    countries: [],
    age: programme.age,
    description: `${programme.title} on channel ${programme.channelId}.`,
    image_src: absoluteUrl(origin, `/static/logos/${programme.channelId}.webp`),
    time: hhmm(programme.start),
    formatted_time: `${hhmm(programme.start)}–${hhmm(end)}`,
    current: programme.start <= nowSec && nowSec < end,
  };
}

export function channelJson(
  channel: ChannelRecord,
  current: Programme | undefined,
  nowSec: number,
  origin: string,
  categoryIds: readonly number[] = [],
  /** The vitrina page's token, for a paid or 18+ vitrina channel this viewer may watch (static/routes.ts). */
  vitrinaSig?: string,
) {
  const logo = absoluteUrl(origin, `/static/logos/${channel.id}.webp`);
  return {
    id: channel.id,
    slug: channel.slug,
    name: channel.name,
    description: channel.description,
    age: channel.age,
    rating_age: channel.age,
    is_available: true,
    access_error: channel.isPurchased ? null : `${channel.name} is not in your subscription`,
    is_purchased: channel.isPurchased,
    isPurchased: channel.isPurchased,
    is_favored: false,
    is_4k: channel.is4k,
    is_hd: channel.isHd,
    hd: channel.isHd,
    is_free: channel.isFree,
    logo,
    icon: logo,
    cover: { full: logo, bg: logo, color_bg: '#1c2430', light_bg: logo, dark_bg: logo },
    archived_days: channel.archivedDays,
    real_archived_days: channel.archivedDays,
    available_archived_days: channel.isPurchased ? channel.archivedDays : 0,
    stream_types: channel.vitrina ? [{ type: 'vitrina' }] : [{ type: 'hls' }],
    vitrinaUrl: channel.vitrina
      ? absoluteUrl(origin, '/static/vitrina.html', { channel: channel.id, sig: vitrinaSig })
      : null,
    source: channel.sourceId,
    aspect_ratio: '16:9',
    images: [{ itype: 'cover', src: logo }],
    trackers: [
      {
        tracker_type: 'tns',
        params: {
          CatID: String(100 + channel.id),
          VcID: String(1000 + channel.id),
          VcVersion: '1',
          Account: 'onair_demo',
          Tmsec: `onair_${channel.slug.replace(/-/g, '_')}`,
        },
        pixel_url: absoluteUrl(origin, '/sink/tns', { channel: channel.id }),
      },
    ],
    stat: { id: 10_000 + channel.id },
    tags: { all_channels: true, startup: channel.isStartup === true, is_adult: channel.isAdult },
    packets: channel.packetIds,
    categories: [...categoryIds],
    current_schedule: current ? programmeJson(current, nowSec, origin) : null,
  };
}

/** A category as the API answers it, named in the request's language (catalogue/languages.ts). */
export function categoryJson(category: CategoryRecord, lang: Lang = 'en') {
  const more = lang === 'uz' || lang === 'kk' ? category.more?.[lang] : undefined;
  return {
    id: category.id,
    slug: category.slug,
    name: lang === 'ru' ? category.nameRu : (more?.name ?? category.name),
    short: lang === 'ru' ? category.shortRu : (more?.short ?? category.short),
    channels: category.channelIds,
    tags: category.tags,
  };
}
