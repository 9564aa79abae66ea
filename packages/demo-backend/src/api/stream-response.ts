// Builds the §3 Stream response for channels (live or archive) and contents, with absolute media URLs
// from the request origin and the test knobs applied (fault wraps media URLs, drm_fail breaks the
// licence URL, ads picks the ad tags). Field names are the spec's exactly; laClearkey and the
// dash_clearkey / dash stream types are our documented extensions. `sign` signs the stream URLs of a
// paid or 18+ item (api/media-gate.ts); the licence URL names the content the keys are asked for.

import type { StreamResponse, Tracker } from '@onair/player-sdk/stream-response';
import type { ChannelRecord, ContentRecord, TrailerRecord } from '../catalogue/types';
import { DEFAULT_HIGHLIGHT_MS } from '../constants';
import { absoluteUrl } from '../http/origin';
import { mediaPaths } from '../media-server/index';
import { chooseAds, defaultChannelAds, defaultContentAds } from './ad-info';
import type { ChannelAccess } from './channel-access';
import type { StreamKnobs } from './knobs';

/**
 * What the demo operator sends: the SDK's §3 stream response (one definition for the player and this
 * stand-in), with the stat id and trackers it always fills.
 */
export type StreamResponseJson = StreamResponse & Required<Pick<StreamResponse, 'stat' | 'trackers'>>;

/** Signs a media path (media/signing.ts), or leaves it as it is for an item anyone may play. */
export type SignMedia = (path: string) => string;
const unsigned: SignMedia = (path) => path;

function media(origin: string, knobs: StreamKnobs, sign: SignMedia = unsigned) {
  return (path: string) => {
    const signed = sign(path);
    return absoluteUrl(origin, knobs.fault ? mediaPaths.withFault(signed, knobs.fault) : signed);
  };
}

export function channelStream(
  channel: ChannelRecord,
  access: Extract<ChannelAccess, { kind: 'live' | 'archive' }>,
  origin: string,
  knobs: StreamKnobs,
  trackers: Tracker[],
  sign?: SignMedia,
): StreamResponseJson {
  const url = media(origin, knobs, sign);
  const ad = chooseAds(knobs.ads, channel.hasAds, () => defaultChannelAds(origin), origin);
  const base = {
    img: absoluteUrl(origin, `/static/logos/${channel.id}.svg`),
    stat: { id: 10_000 + channel.id },
    trackers,
    ...(ad ? { ad } : {}),
  };
  if (access.kind === 'live') {
    return {
      ...base,
      hls: url(mediaPaths.liveVariant(channel.sourceId)),
      hls_mbr: url(mediaPaths.liveMaster(channel.sourceId)),
    };
  }
  const { fromSec, toSec, programme, offsetSec } = access;
  return {
    ...base,
    hls: url(mediaPaths.archiveVariant(channel.sourceId, fromSec, toSec)),
    hls_mbr: url(mediaPaths.archiveMaster(channel.sourceId, fromSec, toSec)),
    stream_info: {
      programme_id: programme.id,
      start: programme.start,
      end: programme.start + programme.durationSec,
      offset: offsetSec,
      is_archive: true,
    },
  };
}

function drmFields(content: ContentRecord, origin: string, knobs: StreamKnobs, sign?: SignMedia) {
  const url = media(origin, knobs, sign);
  const fail = knobs.drm_fail ? { fail: knobs.drm_fail } : {};
  const protectedDash = url(mediaPaths.vodDashClearKey(content.vodId));
  return {
    streams: [
      { type: 'dash_widevine', url: protectedDash },
      { type: 'dash_playready', url: protectedDash },
      { type: 'hls_fairplay', url: url(mediaPaths.vodHlsMaster(content.vodId)) },
      { type: 'dash_clearkey', url: protectedDash },
    ],
    laWidevine: absoluteUrl(origin, '/v2/drm/widevine/license', fail),
    laPlayready: absoluteUrl(origin, '/v2/drm/playready/license', fail),
    laFairplay: absoluteUrl(origin, '/v2/drm/fairplay/license', fail),
    fpsCertificate: absoluteUrl(origin, '/v2/drm/fairplay/certificate'),
    // The licence server gives keys only to a viewer entitled to this content (drm/routes.ts).
    laClearkey: absoluteUrl(origin, '/v2/drm/clearkey/license', { content_id: content.id, ...fail }),
    drm_provider: 'onair-demo',
  };
}

function playbackPoints(durationSec: number) {
  const endMs = durationSec * 1000;
  return [
    {
      type: 'intro',
      start: 2_000,
      end: 2_000 + DEFAULT_HIGHLIGHT_MS,
      button: { action: 'skip', label: 'Skip intro' },
    },
    {
      type: 'credits',
      start: Math.max(0, endMs - 6_000),
      end: endMs,
      button: { action: 'next', label: 'Next episode' },
    },
  ];
}

export function contentStream(
  content: ContentRecord,
  origin: string,
  knobs: StreamKnobs,
  featuredOn: number | null,
  packshotIds: readonly string[],
  /** Where playback starts (001 §7 Library content stream `seconds`): points already over are left out. */
  fromSec = 0,
  sign?: SignMedia,
): StreamResponseJson {
  const url = media(origin, knobs, sign);
  const thumbs = mediaPaths.thumbnails(content.vodId);
  const ad = chooseAds(knobs.ads, content.ads, () => defaultContentAds(origin), origin);
  const clear = {
    hls: url(mediaPaths.vodHlsMaster(content.vodId)),
    hls_mbr: url(mediaPaths.vodHlsMaster(content.vodId)),
    streams: [{ type: 'dash', url: url(mediaPaths.vodDash(content.vodId)) }],
  };
  return {
    ...(content.drm ? drmFields(content, origin, knobs, sign) : clear),
    ...(ad ? { ad } : {}),
    stat: { id: 20_000 + content.id },
    trackers: [],
    drm: { thumbUrl: absoluteUrl(origin, thumbs.screenshot_url), force_subtitles: false },
    ...(content.playbackPoints
      ? { playback_points: playbackPoints(content.durationSec).filter((p) => p.end > fromSec * 1000) }
      : {}),
    ...(content.packshots && packshotIds.length > 0
      ? { packshots: packshotIds.map((id) => ({ url: absoluteUrl(origin, mediaPaths.packshot(id)) })) }
      : {}),
    screenshot_url: absoluteUrl(origin, thumbs.screenshot_url),
    screenshot_timings: absoluteUrl(origin, thumbs.screenshot_timings),
    content_schedule: featuredOn === null ? null : { channel_id: featuredOn },
  };
}

export function trailerStream(
  trailer: TrailerRecord,
  origin: string,
  knobs: StreamKnobs,
): StreamResponseJson {
  const url = media(origin, knobs);
  return {
    hls: url(mediaPaths.vodHlsMaster(trailer.vodId)),
    hls_mbr: url(mediaPaths.vodHlsMaster(trailer.vodId)),
    stat: { id: 30_000 + trailer.id },
    trackers: [],
  };
}
