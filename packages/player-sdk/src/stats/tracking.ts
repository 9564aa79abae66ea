/**
 * Why (§3 trackers, §7 Tracking, §9): audience measurement needs to know which broadcast second is watched
 * and how. `fts` is that unix second (now for live, the programme's time for archive) and `evtp` says live (1)
 * or archive/scrub (3). The measurement vendor also wants its own pixel (tracker_type 'tns' with CatID, VcID,
 * VcVersion, Account, Tmsec) plus a device type read from the user agent: 1 default, 2 iOS, 3 Android,
 * 4 Windows Phone, 5 smart TV. Everything here is pure; the controller decides when and the queue sends.
 */
import { AUDIENCE_DEVICE_TYPE } from '../constants';
import type { Tracker } from '../types/stream-response';
import { AUDIENCE_TRACKER_TYPE, TRACKING_EVTP } from './constants';
import type { StatsSource, TrackingPayload } from './types';

export type AudienceDeviceType = (typeof AUDIENCE_DEVICE_TYPE)[keyof typeof AUDIENCE_DEVICE_TYPE];

// Order matters: TV and Windows Phone agents also claim Android or iPhone compatibility.
const DEVICE_PATTERNS: readonly [RegExp, AudienceDeviceType][] = [
  [
    /smart-?tv|tizen|web0s|webos|netcast|hbbtv|bravia|viera|aquos|roku|crkey|appletv|googletv|android ?tv|\bAFT[A-Z]/i,
    AUDIENCE_DEVICE_TYPE.smartTv,
  ],
  [/windows phone|iemobile|wpdesktop/i, AUDIENCE_DEVICE_TYPE.windowsPhone],
  [/iphone|ipad|ipod/i, AUDIENCE_DEVICE_TYPE.ios],
  [/android/i, AUDIENCE_DEVICE_TYPE.android],
];

export function detectDeviceType(userAgent: string | undefined): AudienceDeviceType {
  if (!userAgent) return AUDIENCE_DEVICE_TYPE.default;
  for (const [pattern, type] of DEVICE_PATTERNS) if (pattern.test(userAgent)) return type;
  return AUDIENCE_DEVICE_TYPE.default;
}

export interface TrackingInput {
  source: Pick<StatsSource, 'kind' | 'ts' | 'startPosition'> & {
    stream: Pick<StatsSource['stream'], 'stream_info'>;
  };
  nowMs: number;
  /** Media seconds. */
  position: number;
  /** The viewer moved the playback point (a scrub or skip). */
  scrub: boolean;
}

/** §7 Tracking for a channel source; null for contents and trailers, which measurement does not cover. */
export function trackingPayload({ source, nowMs, position, scrub }: TrackingInput): TrackingPayload | null {
  if (source.kind === 'live' && !scrub) return { fts: Math.floor(nowMs / 1000), evtp: TRACKING_EVTP.live };
  if (source.kind === 'live') return { fts: Math.floor(nowMs / 1000), evtp: TRACKING_EVTP.archive };
  if (source.kind !== 'archive') return null;
  const pos = Number.isFinite(position) && position > 0 ? position : 0;
  const start = source.stream.stream_info?.start;
  let fts: number;
  if (typeof start === 'number') fts = start + pos;
  else if (typeof source.ts === 'number') fts = source.ts + Math.max(0, pos - (source.startPosition ?? 0));
  else fts = nowMs / 1000;
  return { fts: Math.max(0, Math.floor(fts)), evtp: TRACKING_EVTP.archive };
}

/** The operator may send where the pixel goes with the tracker (our demo backend does). */
export type AudienceTracker = Tracker & { pixel_url?: string };

export function audienceTrackers(trackers: readonly Tracker[] | undefined): AudienceTracker[] {
  return (trackers ?? []).filter((tracker) => tracker?.tracker_type === AUDIENCE_TRACKER_TYPE);
}

const PIXEL_PARAMS = ['CatID', 'VcID', 'VcVersion', 'Account', 'Tmsec'] as const;

/**
 * The tracker pixel URL: the base (the tracker's `pixel_url`, else `fallbackBase`) plus the five tns params,
 * the device type (`dvtp`), `fts` and `evtp`. Throws a clear error when there is nowhere to send it.
 */
export function trackerPixelUrl(
  tracker: AudienceTracker,
  fallbackBase: string | undefined,
  facts: { deviceType: AudienceDeviceType; tracking: TrackingPayload },
): string {
  const base = tracker.pixel_url ?? fallbackBase;
  if (!base) throw new Error('tns tracker has no pixel_url and no trackerPixelUrl was configured');
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`tns tracker pixel url is not an absolute URL: ${base}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`tns tracker pixel url must be http(s): ${base}`);
  }
  for (const name of PIXEL_PARAMS) {
    const value = tracker.params?.[name];
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  url.searchParams.set('dvtp', String(facts.deviceType));
  url.searchParams.set('fts', String(facts.tracking.fts));
  url.searchParams.set('evtp', String(facts.tracking.evtp));
  return url.toString();
}

/** Every tns pixel URL for this tracking; a tracker without a usable URL loses its own pixel only. */
export function audiencePixelUrls(
  trackers: readonly Tracker[] | undefined,
  fallbackBase: string | undefined,
  facts: { deviceType: AudienceDeviceType; tracking: TrackingPayload },
): string[] {
  const urls: string[] = [];
  for (const tracker of audienceTrackers(trackers)) {
    if (!tracker.pixel_url && !fallbackBase) continue;
    try {
      urls.push(trackerPixelUrl(tracker, fallbackBase, facts));
    } catch {
      // A malformed tracker from the operator: skip it, the others and the tracking call still go.
    }
  }
  return urls;
}
