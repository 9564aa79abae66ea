/**
 * Why: whether a channel or one of its programmes may play is decided before any stream is asked for, and
 * the answer is one of a few screens (play live, play archive, external player, blackout, packets offer,
 * parental check, a refusal key). §4 Channel loading and §5 give the rules; keeping them in one pure
 * `decidePlayback` lets the player act on a tagged result and the matrix be tested row by row.
 * Order: channel availability, parental check, future programme, purchase, external player, live, then the
 * archive rules (catch-up flag, started, purchased, age within the allowed days, else the base packet offer).
 */
import { LIVE_THRESHOLD_S } from '../constants';
import { isAdultAge } from './age';
import { archiveAvailability, isPurchased } from './archive';
import { catchupAllowed, mattressFrom } from './blackout';
import { isLivePosition } from './position';
import type { PlatformConfig, Programme, TimelineChannel, TimelineErrorKey } from './types';
import { shouldUseExternalPlayer } from './vitrina';

export { archiveAvailability, archiveDays } from './archive';

export type ParentalAction = 'channel' | 'program';

export type PlaybackDecision =
  | { kind: 'unavailable'; key: 'channel_not_available'; message: string | null }
  | { kind: 'parental_check'; action: ParentalAction }
  | { kind: 'packets'; key: 'channel_soon' | 'warning_archive_subscribe' | null }
  | { kind: 'external' }
  | { kind: 'live' }
  | { kind: 'archive'; ts: number; programme: Programme | null }
  | { kind: 'refused'; key: TimelineErrorKey }
  | {
      kind: 'blackout';
      key: 'error_schedule_copyright_banned';
      mattressUrl: string;
      posterUrl: string | null;
    };

export interface PlaybackRequest {
  channel: TimelineChannel;
  /** Requested archive position, unix seconds; absent means live. */
  ts?: number | null;
  /** The programme containing `ts`, looked up in the schedule; null when the schedule is not known. */
  programme?: Programme | null;
  nowMs: number;
  /** The host's parental hook has already approved this channel (or the embed ignores parental control). */
  parentalCheckPassed?: boolean;
  /** The channel's packets when not purchased; an empty list means `channel_soon`, null means not loaded. */
  packets?: readonly unknown[] | null;
  platform?: PlatformConfig | null;
  adPlayingInFullMode?: boolean;
  childProfile?: boolean;
}

function tagSaysAdult(channel: TimelineChannel): boolean {
  const tags = channel.tags;
  if (!tags) return false;
  if (Array.isArray(tags)) return tags.includes('is_adult');
  return (tags as { is_adult?: unknown }).is_adult === true;
}

function programmeAge(programme: Programme): number | null {
  if (typeof programme.age === 'number') return programme.age;
  const content = programme.content as { age?: unknown } | undefined;
  return typeof content?.age === 'number' ? content.age : null;
}

export function needsParentalCheck(
  channel: TimelineChannel,
  programme: Programme | null,
  childProfile = false,
): boolean {
  if (tagSaysAdult(channel) || isAdultAge(channel.age, childProfile)) return true;
  const age = programme ? programmeAge(programme) : null;
  return age !== null && isAdultAge(age, childProfile);
}

function banned(platform: PlatformConfig | null | undefined, catchupRefused: boolean): PlaybackDecision {
  const mattress = catchupRefused ? mattressFrom(platform) : null;
  return mattress
    ? {
        kind: 'blackout',
        key: 'error_schedule_copyright_banned',
        mattressUrl: mattress.mattressUrl,
        posterUrl: mattress.posterUrl,
      }
    : { kind: 'refused', key: 'error_schedule_copyright_banned' };
}

function isFuture(request: PlaybackRequest, ts: number): boolean {
  const nowSec = request.nowMs / 1000;
  if (request.programme) return request.programme.timestamp > nowSec;
  // Without a schedule only a clearly future ts is refused; a few seconds of clock skew still play live.
  return ts > nowSec + LIVE_THRESHOLD_S;
}

export function decidePlayback(request: PlaybackRequest): PlaybackDecision {
  const { channel, nowMs, platform } = request;
  const ts = typeof request.ts === 'number' && Number.isFinite(request.ts) ? request.ts : null;
  const programme = ts === null ? null : (request.programme ?? null);

  if (channel.is_available === false) {
    return { kind: 'unavailable', key: 'channel_not_available', message: channel.access_error || null };
  }
  if (!request.parentalCheckPassed && needsParentalCheck(channel, programme, request.childProfile)) {
    return { kind: 'parental_check', action: ts === null ? 'channel' : 'program' };
  }
  if (ts !== null && isFuture(request, ts)) return { kind: 'refused', key: 'error_schedule_from_future' };

  const live = ts === null || isLivePosition(ts, nowMs, channel);
  if (!isPurchased(channel)) {
    if (!live) return { kind: 'packets', key: 'warning_archive_subscribe' };
    return { kind: 'packets', key: request.packets && request.packets.length === 0 ? 'channel_soon' : null };
  }
  if (shouldUseExternalPlayer({ channel, ts, nowMs, adPlayingInFullMode: request.adPlayingInFullMode })) {
    return { kind: 'external' };
  }
  if (live || ts === null) return { kind: 'live' };

  if (programme && !catchupAllowed(programme)) return banned(platform, true);
  const { status, baseAllows } = archiveAvailability(channel, programme?.timestamp ?? ts, nowMs);
  if (status === 'available') return { kind: 'archive', ts, programme };
  if (baseAllows) return { kind: 'packets', key: 'warning_archive_subscribe' };
  return banned(platform, false);
}
