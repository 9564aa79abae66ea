/**
 * What a content page's watch button offers (001 §4 watch button), decided apart from how it is drawn: a
 * spinner while the meta is pending; content_not_available (with watch_tv to the last channel that aired it)
 * for a lost or unavailable title, or one with nothing to watch; the pay buttons of an unpaid title that has
 * any; otherwise /watch.
 */
import type { Content, ContentMeta } from '../api/schemas';
import { isContentAvailable } from './content-rules';

/** One of the buttons the content's meta offers (001 §4): a pay one has button_type 'pay'. */
export type ContentPayButton = NonNullable<ContentMeta['buttons']>[number];

export type WatchOffer =
  | { kind: 'pending' }
  | { kind: 'unavailable'; lastChannel: number | undefined }
  | { kind: 'buy' }
  | { kind: 'watch' };

/** The ways to buy the title its meta offers (buttons of type pay), in its order. */
export const payButtonsOf = (meta: ContentMeta | null): ContentPayButton[] =>
  (meta?.buttons ?? []).filter((b) => b.button_type === 'pay');

export function watchOffer(
  content: Content,
  meta: ContentMeta | null,
  pending: boolean,
  watchId: number | null,
): WatchOffer {
  if (pending) return { kind: 'pending' };
  if (!isContentAvailable(content, meta) || watchId === null)
    return { kind: 'unavailable', lastChannel: content.last_seen_channel_ids?.[0] };
  if (meta?.is_purchased === false && payButtonsOf(meta).length > 0) return { kind: 'buy' };
  return { kind: 'watch' };
}

/** 001 §4: the channel whose schedule airs an unpaid title (stream_using.content_schedule), if any. */
export const airingChannelId = (meta: ContentMeta | null): number | null =>
  meta?.is_purchased === false ? (meta.stream_using?.content_schedule?.channel_id ?? null) : null;
