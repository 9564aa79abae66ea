// Why: whether a channel stream request is live, archive or refused is the operator's rule (001 §5
// archive availability, §8 error keys), so it is one pure function with the clock passed in, table-tested.
//  - an unpurchased channel is refused (permission_denied) before anything else;
//  - no ts → live;
//  - ts in the future → error_schedule_from_future;
//  - a channel without archive, a programme outside the archived days, or a programme whose catch-up
//    is banned → error_schedule_copyright_banned;
//  - otherwise the archive of the programme containing ts, from its start to min(end, now).

import { type Programme, programmeAt } from '../catalogue/schedule';
import type { ChannelRecord } from '../catalogue/types';
import { ApiError, permissionDenied } from '../http/errors';

export type ChannelAccess =
  | { kind: 'live' }
  | { kind: 'archive'; programme: Programme; fromSec: number; toSec: number; offsetSec: number }
  | { kind: 'refused'; error: ApiError };

const DAY_SEC = 86_400;

const banned = (message: string) => ({
  kind: 'refused' as const,
  error: new ApiError(403, 'error_schedule_copyright_banned', message),
});

export function channelAccess(
  seed: number,
  channel: ChannelRecord,
  /** The packets, to name the ones that open an unpurchased channel. */
  packets: readonly { id: number; name: string }[],
  tsSec: number | undefined,
  nowSec: number,
): ChannelAccess {
  if (!channel.isPurchased) {
    const offers = packets
      .filter((packet) => channel.packetIds.includes(packet.id))
      .map((packet) => packet.name);
    const where = offers.length > 0 ? ` It is available in: ${offers.join(', ')}.` : '';
    return {
      kind: 'refused',
      error: permissionDenied(`${channel.name} is not in your subscription.${where}`),
    };
  }
  if (tsSec === undefined) return { kind: 'live' };
  if (tsSec > nowSec) {
    return {
      kind: 'refused',
      error: new ApiError(400, 'error_schedule_from_future', `ts ${tsSec} is in the future`, { field: 'ts' }),
    };
  }
  if (channel.archivedDays === 0) return banned(`${channel.name} has no archive`);
  const programme = programmeAt(seed, channel, tsSec);
  if (programme.start < nowSec - channel.archivedDays * DAY_SEC) {
    return banned(`The programme is older than the ${channel.archivedDays}-day archive of ${channel.name}`);
  }
  if (!programme.isCatchupAvailable) return banned(`Catch-up of "${programme.title}" is not allowed`);
  const toSec = Math.min(programme.start + programme.durationSec, nowSec);
  // A programme that starts this very second has nothing recorded yet: that is live.
  if (toSec <= programme.start) return { kind: 'live' };
  return { kind: 'archive', programme, fromSec: programme.start, toSec, offsetSec: tsSec - programme.start };
}
