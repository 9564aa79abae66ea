/**
 * Why: the stream response comes from an operator we do not control. Checking its shape at the boundary turns
 * a wrong type into one clear error here instead of a crash deep inside an engine. Unknown fields pass through.
 */
import type { StreamResponse } from '../types/stream-response';
import { isRecord } from './api-error';
import type { ScheduleItem } from './operator-api';

const STRING_FIELDS = [
  'hls',
  'hls_mbr',
  'img',
  'laWidevine',
  'laPlayready',
  'laFairplay',
  'laClearkey',
  'fpsCertificate',
  'drm_provider',
  'screenshot_url',
  'screenshot_timings',
] as const;

/** Returns the response, or a sentence saying what is wrong. */
export function validateStreamResponse(value: unknown): StreamResponse | string {
  if (!isRecord(value)) return 'the stream response is not an object';
  for (const field of STRING_FIELDS) {
    const v = value[field];
    if (v !== undefined && v !== null && typeof v !== 'string') return `"${field}" is not a string`;
  }
  const streams = value.streams;
  if (streams !== undefined && streams !== null) {
    if (!Array.isArray(streams)) return '"streams" is not a list';
    for (const [i, s] of streams.entries()) {
      if (!isRecord(s) || typeof s.type !== 'string' || typeof s.url !== 'string') {
        return `"streams[${i}]" needs a string type and url`;
      }
    }
  }
  for (const field of ['playback_points', 'packshots', 'trackers'] as const) {
    const v = value[field];
    if (v !== undefined && v !== null && !Array.isArray(v)) return `"${field}" is not a list`;
  }
  if (value.stream_info !== undefined && value.stream_info !== null && !isRecord(value.stream_info)) {
    return '"stream_info" is not an object';
  }
  return value as StreamResponse;
}

/** Accepts a bare list or `{ data: [...] }`; every item needs an id, a timestamp and a duration. */
export function validateSchedule(value: unknown): ScheduleItem[] | string {
  const list = Array.isArray(value) ? value : isRecord(value) ? value.data : undefined;
  if (!Array.isArray(list)) return 'the schedule is not a list';
  for (const [i, item] of list.entries()) {
    if (!isRecord(item)) return `schedule item ${i} is not an object`;
    if (typeof item.id !== 'number' && typeof item.id !== 'string') return `schedule item ${i} has no id`;
    if (typeof item.timestamp !== 'number' || typeof item.duration !== 'number') {
      return `schedule item ${i} needs numeric timestamp and duration`;
    }
  }
  return list as ScheduleItem[];
}
