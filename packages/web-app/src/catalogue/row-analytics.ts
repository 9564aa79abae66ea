/**
 * Why: 001 §7 Analytics events — the operator learns how its curation is used from four events about
 * row items: show (a row came into view), click (an item was opened), focus (an item held keyboard
 * focus for the §9 focus delay) and play (an item that starts playback — a channel, the last channel, a
 * watched title — was opened), each with the row's template as name_template, the item id as value and
 * where it was as source. They travel with the app's other analytics (src/analytics/).
 */
import type { ItemEvent } from '../analytics/analytics';

export type RowEvent = ItemEvent;
export type RowEventName = ItemEvent['event'];

const PLAYING_TEMPLATES = new Set(['channel', 'channels', 'history', 'history-h']);
const PLAYING_DESTINATIONS = new Set(['channel', 'last_channel']);

/** An opened item plays when its row lists channels or watched titles, or its destination is a channel. */
export function openEvent(template: string, destinationType?: string | null): RowEventName {
  return PLAYING_TEMPLATES.has(template) || PLAYING_DESTINATIONS.has(destinationType ?? '')
    ? 'play'
    : 'click';
}
