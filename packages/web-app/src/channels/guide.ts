/**
 * Why: the programme guide (001 §2, §5) must say, for every programme, whether a click plays it — live now,
 * the archive from its start, or a refusal with the §8 key — and it must say exactly what the player will do.
 * So the rule itself is the SDK's (`guideAction`, `programmeAt`, `programmeProgress` from
 * `@onair/player-sdk/timeline`); what stays here is how the app lays the guide out: days and titles.
 */
import {
  guideAction,
  programmeEnd,
  programmeProgress,
  programmeAt as sdkProgrammeAt,
} from '@onair/player-sdk/timeline';
import type { Channel, Programme } from '../api/schemas';

export type ProgrammeAction = ReturnType<typeof guideAction>;

export { programmeEnd };

export function isCurrent(programme: Programme, nowSec: number): boolean {
  return programme.timestamp <= nowSec && nowSec < programmeEnd(programme);
}

/** Progress of the current programme, 0..1. */
export function progressOf(programme: Programme, nowSec: number): number {
  return programmeProgress(programme, nowSec);
}

export function programmeAction(channel: Channel, programme: Programme, nowSec: number): ProgrammeAction {
  return guideAction(channel, programme, nowSec * 1000);
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

/** The programme at a position (archive ts or now); the schedule comes sorted from `useSchedule`. */
export function programmeAt(programmes: readonly Programme[], sec: number): Programme | null {
  return sdkProgrammeAt(programmes, sec);
}

export function programmeTitle(programme: Programme): string {
  return programme.program?.title ?? programme.title ?? programme.content?.title ?? '';
}
