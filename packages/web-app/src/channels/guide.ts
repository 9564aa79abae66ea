/**
 * Why: the programme guide (001 §2, §5) must say, for every programme, whether a click plays it —
 * live now, the archive from its start, or a refusal with the §8 key (future programmes:
 * error_schedule_from_future; no catch-up or beyond the archive depth: error_schedule_copyright_banned;
 * archive on an unpurchased channel: warning_archive_subscribe).
 * Duplication note: the SDK's `timeline/availability.ts` holds the same §5 archive rule but its public
 * entry does not export it; when it does, `programmeAction` should delegate to it.
 */
import type { Channel, Programme } from '../api/schemas';
import { isPurchasedChannel } from './channel-rules';

const DAY_SEC = 86_400;

export type ProgrammeAction =
  | { kind: 'live' }
  | { kind: 'archive'; ts: number }
  | {
      kind: 'refused';
      key: 'error_schedule_from_future' | 'error_schedule_copyright_banned' | 'warning_archive_subscribe';
    };

export function programmeEnd(programme: Programme): number {
  return programme.timestamp + programme.duration;
}

export function isCurrent(programme: Programme, nowSec: number): boolean {
  return programme.timestamp <= nowSec && nowSec < programmeEnd(programme);
}

/** Progress of the current programme, 0..1. */
export function progressOf(programme: Programme, nowSec: number): number {
  if (programme.duration <= 0) return 0;
  return Math.min(1, Math.max(0, (nowSec - programme.timestamp) / programme.duration));
}

function allowedArchiveDays(channel: Channel): number {
  return channel.available_archived_days ?? channel.archived_days ?? channel.real_archived_days ?? 0;
}

export function programmeAction(channel: Channel, programme: Programme, nowSec: number): ProgrammeAction {
  if (programme.timestamp > nowSec) return { kind: 'refused', key: 'error_schedule_from_future' };
  if (isCurrent(programme, nowSec)) return { kind: 'live' };
  if (programme.is_catchup_available !== true)
    return { kind: 'refused', key: 'error_schedule_copyright_banned' };
  const ageDays = (nowSec - programme.timestamp) / DAY_SEC;
  const baseDays = channel.archived_days ?? channel.real_archived_days ?? 0;
  if (!isPurchasedChannel(channel)) {
    return ageDays <= baseDays
      ? { kind: 'refused', key: 'warning_archive_subscribe' }
      : { kind: 'refused', key: 'error_schedule_copyright_banned' };
  }
  if (ageDays > allowedArchiveDays(channel))
    return { kind: 'refused', key: 'error_schedule_copyright_banned' };
  return { kind: 'archive', ts: programme.timestamp };
}

export interface GuideDay {
  /** Local date key, YYYY-MM-DD. */
  key: string;
  /** Local midnight, unix seconds. */
  start: number;
  programmes: Programme[];
}

function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Programmes grouped by the local day they start on, each day sorted by start. */
export function groupByDay(programmes: readonly Programme[]): GuideDay[] {
  const days = new Map<string, GuideDay>();
  for (const programme of [...programmes].sort((a, b) => a.timestamp - b.timestamp)) {
    const date = new Date(programme.timestamp * 1000);
    const key = dayKey(date);
    let day = days.get(key);
    if (!day) {
      const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate());
      day = { key, start: Math.floor(midnight.getTime() / 1000), programmes: [] };
      days.set(key, day);
    }
    day.programmes.push(programme);
  }
  return [...days.values()];
}

export function todayKey(nowSec: number): string {
  return dayKey(new Date(nowSec * 1000));
}

/** The programme at a position (archive ts or now). */
export function programmeAt(programmes: readonly Programme[], sec: number): Programme | null {
  return programmes.find((p) => p.timestamp <= sec && sec < programmeEnd(p)) ?? null;
}

export function programmeTitle(programme: Programme): string {
  return programme.program?.title ?? programme.title ?? programme.content?.title ?? '';
}
