/**
 * VAST time values: Duration and offsets are HH:MM:SS or HH:MM:SS.mmm,
 * skipoffset and progress offsets may also be a percentage. Unreadable values
 * yield undefined so one bad attribute never rejects the whole ad.
 */
import type { VastOffset } from '../types';

const CLOCK = /^(\d+):([0-5]?\d):([0-5]?\d(?:\.\d+)?)$/;

/** "00:00:15.250" → 15.25 seconds. */
export function parseClock(value: string | undefined): number | undefined {
  const match = CLOCK.exec((value ?? '').trim());
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** A clock value or a percentage ("25%"). */
export function parseOffset(value: string | undefined): VastOffset | undefined {
  const raw = (value ?? '').trim();
  if (raw.endsWith('%')) {
    const percent = Number(raw.slice(0, -1));
    return Number.isFinite(percent) && percent >= 0 && percent <= 100
      ? { kind: 'percent', value: percent }
      : undefined;
  }
  const seconds = parseClock(raw);
  return seconds === undefined ? undefined : { kind: 'seconds', value: seconds };
}

/** An offset in seconds for a known duration (percent offsets need one). */
export function offsetSeconds(offset: VastOffset, duration: number | undefined): number | undefined {
  if (offset.kind === 'seconds') return offset.value;
  return duration === undefined || !Number.isFinite(duration) ? undefined : (offset.value / 100) * duration;
}

/** Seconds → "HH:MM:SS.mmm" for [ADPLAYHEAD]. */
export function formatClock(seconds: number): string {
  const totalMs = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}.${pad(ms, 3)}`;
}
