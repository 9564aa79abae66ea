/**
 * Why (issue 38): which of the player's calls a page will make is known from its address alone — a channel's
 * page asks for that channel and its live stream (001 §4; an archive position `ts` is asked by the player
 * itself), a film's /watch page for the film's stream (001 §4 Content playback). The entry sends them with the
 * token (early-answers.ts). The address names a channel by slug or id; a slug is sent as the id the last
 * line-up gave it (a returning viewer's), else as the slug itself (000 §5: "the channel id may also be a slug").
 */
import { contentIdFrom } from '../content/content-rules';
import type { EarlyKind } from './early-answers';

export interface EarlyCall {
  kind: EarlyKind;
  ref: string;
}

const CHANNEL_PAGE = /^\/channels\/[^/]+\/([^/]+)\/?$/;

/** The live channel a channel page's address names (`/channels/{category}/{channel}`), or null. */
export function channelKeyOf(pathname: string, search: string): string | null {
  const found = CHANNEL_PAGE.exec(pathname);
  if (!found?.[1] || new URLSearchParams(search).has('ts')) return null;
  return decodeURIComponent(found[1]);
}

export function earlyCallsFor(
  pathname: string,
  search: string,
  channelIds: Readonly<Record<string, number>>,
): EarlyCall[] {
  if (CHANNEL_PAGE.test(pathname)) {
    const key = channelKeyOf(pathname, search);
    // An archive position (ts) is asked by the player itself.
    if (key === null) return [];
    const ref = /^\d+$/.test(key) ? key : String(channelIds[key] ?? key);
    return [
      { kind: 'channel-stream', ref },
      { kind: 'channel', ref },
    ];
  }
  const watch = /^\/watch\/([^/]+)\/?$/.exec(pathname);
  const id = watch?.[1] ? contentIdFrom(decodeURIComponent(watch[1])) : null;
  return id === null ? [] : [{ kind: 'content-stream', ref: String(id) }];
}
