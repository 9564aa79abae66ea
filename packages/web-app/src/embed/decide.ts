/**
 * Why: what an embed shows instead of (or as) the player is the channel page's §4 "Channel loading"
 * and the watch page's §4 "Content playback" decisions, minus everything embed mode skips (001 §5):
 * unknown → the §8 not-found text, unavailable → access_error or channel_not_available /
 * content_not_available, adult → the PIN unless `ignore_parental_control` (000 §6), unpurchased → the
 * lock view whose buy button opens the packet page in a new window (000 §6 Buying a packet), else play.
 * Pure over already-fetched data so every branch is one table row.
 */

import { isAdultAge, isPurchased } from '@onair/player-sdk/timeline';
import { ApiError } from '../api/errors';
import type { Channel, Content, ContentMeta } from '../api/schemas';
import { isAdultChannel } from '../channels/channel-rules';
import { isContentAvailable } from '../content/content-rules';

export type EmbedView =
  | { kind: 'play-channel'; channel: Channel; ts: number | null }
  | { kind: 'play-content'; content: Content }
  | { kind: 'pin'; title: string }
  | { kind: 'lock-channel'; channel: Channel; archive: boolean }
  | { kind: 'lock-content'; content: Content }
  /** `text` is the server's own words when it gave them; otherwise `key` names the §8 text. */
  | { kind: 'message'; key: string; text: string | null };

export type Fetched<T> = { ok: true; value: T } | { ok: false; error: unknown };

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.errorCode === 'lost_content');
}

function failure(error: unknown, notFoundKey: string): EmbedView {
  if (isNotFound(error)) return { kind: 'message', key: notFoundKey, text: null };
  return {
    kind: 'message',
    key: 'error',
    text: error instanceof Error ? error.message : 'The service did not answer',
  };
}

export interface DecideOptions {
  ignoreParentalControl: boolean;
  /** The PIN was entered in this embed for this item. */
  pinApproved: boolean;
}

export function decideChannel(
  fetched: Fetched<Channel>,
  ts: number | null,
  options: DecideOptions,
): EmbedView {
  if (!fetched.ok) return failure(fetched.error, 'not_found_channel');
  const channel = fetched.value;
  if (channel.is_available === false) {
    return { kind: 'message', key: 'channel_not_available', text: channel.access_error || null };
  }
  if (isAdultChannel(channel) && !options.ignoreParentalControl && !options.pinApproved) {
    return { kind: 'pin', title: channel.name };
  }
  if (!isPurchased(channel)) return { kind: 'lock-channel', channel, archive: ts !== null };
  return { kind: 'play-channel', channel, ts };
}

export function decideContent(
  content: Fetched<Content>,
  meta: Fetched<ContentMeta>,
  options: DecideOptions,
): EmbedView {
  if (!content.ok) return failure(content.error, 'not_found_content');
  const item = content.value;
  if (!meta.ok && isNotFound(meta.error)) {
    return { kind: 'message', key: 'content_not_available', text: null };
  }
  const metaValue = meta.ok ? meta.value : null;
  if (!isContentAvailable(item, metaValue))
    return { kind: 'message', key: 'content_not_available', text: null };
  if (isAdultAge(item.age) && !options.ignoreParentalControl && !options.pinApproved) {
    return { kind: 'pin', title: item.title ?? item.name ?? '' };
  }
  if (metaValue?.is_purchased === false) return { kind: 'lock-content', content: item };
  return { kind: 'play-content', content: item };
}

/** The packet page of the main app, opened in a new window from the lock view (000 §6). */
export function packetPageUrl(appOrigin: string, packetId: string | number | null): string {
  const base = appOrigin.replace(/\/+$/, '');
  return packetId === null ? `${base}/packets` : `${base}/packets/${encodeURIComponent(String(packetId))}`;
}
