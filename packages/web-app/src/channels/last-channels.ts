/**
 * Why: 001 §4 — the last watched channels keep 10, most recent first, and adult channels are never
 * remembered (the list shows on shared screens without a PIN).
 */
import { LAST_CHANNELS_LIMIT } from '../constants';

export function rememberChannel(previous: readonly number[], channelId: number, adult: boolean): number[] {
  if (adult) return [...previous];
  return [channelId, ...previous.filter((id) => id !== channelId)].slice(0, LAST_CHANNELS_LIMIT);
}

export function parseLastChannels(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((id): id is number => Number.isInteger(id)).slice(0, LAST_CHANNELS_LIMIT)
      : [];
  } catch {
    return [];
  }
}
