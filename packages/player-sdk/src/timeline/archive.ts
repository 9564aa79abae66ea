/**
 * Why: §5 says the archive of a programme opens only when it has started, the channel is purchased and the
 * programme's age in days is within the days this viewer may open; within the base packet's days it is
 * offered for subscription instead. The player's decision and a host's programme guide must say the same,
 * so this rule lives once, here, without the player core (the `./timeline` entry publishes it alone).
 */
import { SECONDS_PER_DAY } from './constants';
import type { TimelineChannel } from './types';

export function isPurchased(channel: TimelineChannel): boolean {
  return channel.is_purchased === true || channel.isPurchased === true;
}

/** The days of archive this viewer may open, and the days the channel keeps for the base packet. */
export function archiveDays(channel: TimelineChannel): { allowed: number; base: number } {
  const num = (v: number | null | undefined): number | null =>
    typeof v === 'number' && Number.isFinite(v) ? v : null;
  const base = num(channel.archived_days) ?? num(channel.real_archived_days) ?? 0;
  return { allowed: num(channel.available_archived_days) ?? base, base: Math.max(0, base) };
}

export type ArchiveAvailability = 'available' | 'not_started' | 'not_purchased' | 'too_old';

/** §5: started, purchased and the age in days within the allowed archived days. */
export function archiveAvailability(
  channel: TimelineChannel,
  startSec: number,
  nowMs: number,
): { status: ArchiveAvailability; baseAllows: boolean } {
  const ageDays = (nowMs / 1000 - startSec) / SECONDS_PER_DAY;
  const { allowed, base } = archiveDays(channel);
  const baseAllows = ageDays >= 0 && ageDays <= base;
  if (ageDays < 0) return { status: 'not_started', baseAllows };
  if (!isPurchased(channel)) return { status: 'not_purchased', baseAllows };
  if (ageDays > allowed) return { status: 'too_old', baseAllows };
  return { status: 'available', baseAllows };
}
