/**
 * Why (issue 38): the entry's early player (early-player.ts) needs to know, before React renders, that the
 * address's channel is one the viewer may watch — and the player needs the §3 channel itself before it asks for
 * the stream. A first visit waited ≈ 65 ms after its stream call for the line-up (62 KB read through its schema)
 * to say so, while the channel's own answer (1.7 KB, asked in the same wave, early-answers.ts) holds the same
 * fields; a returning viewer's player asked the channel again although the stored line-up had it. So:
 *
 * - the channel comes from the line-up already in the page's query (a returning viewer's stored one: at once),
 *   else from the channel's own answer, else — that answer missing, failed or naming another channel — from the
 *   line-up asked with the token, as before;
 * - the rules are the channel page's own (channel-rules.ts, the SDK's `isPurchased`), whichever the source:
 *   not among the viewer's visible channels, unavailable, not purchased, and on a first visit an adult channel
 *   (the 001 §5 PIN a new guest cannot have passed) mean no early player;
 * - the channel is handed to the player as it is: the answer's schema type is the SDK's §3 `TimelineChannel`
 *   (the page hands the same objects to the SDK's timeline rules, guide.ts, schedule-window.ts);
 * - a line-up's channel is a stale-while-revalidate answer: the fresh channel answer is compared on every field
 *   that changes what the player plays (`playsDifferently`), and a difference discards the early player.
 */
import type { TimelineChannel } from '@onair/player-sdk';
import { isPurchased } from '@onair/player-sdk/timeline';
import { type Channel, channelSchema } from '../api/schemas';
import { findChannel, isAdultChannel, visibleChannels } from '../channels/channel-rules';

/**
 * The line-up's channel for the address when an early player may play it; null where the channel page shows no
 * player: not among the viewer's visible channels (the page's not-found), unavailable, not purchased (a message
 * or a lock, ChannelStage). On a first visit an adult channel too: it asks the 001 §5 PIN, and a viewer who has
 * just become a guest holds no approval, so the page always prompts (a returning viewer's approval may let the
 * early player through the page's gate).
 */
export function earlyChannel(
  channels: readonly Channel[] | null,
  key: string,
  firstVisit: boolean,
  childProfile = false,
): Channel | null {
  const channel = channels ? findChannel(visibleChannels(channels, childProfile), key) : null;
  if (!channel || channel.is_available === false || !isPurchased(channel)) return null;
  if (firstVisit && isAdultChannel(channel)) return null;
  return channel;
}

/** The channel answer's body as the address's channel, when it passes the answer's schema; else null. */
export function answeredChannel(body: unknown, key: string): Channel | null {
  const parsed = channelSchema.safeParse(body);
  return parsed.success ? findChannel([parsed.data], key) : null;
}

/**
 * Every field of the SDK's §3 channel (what its timeline policies read: availability, purchase, age and tags,
 * archive depths, stream types, the external player), so a field the SDK adds fails the type check here; and the
 * rating age the page's own PIN rule reads (`isAdultChannel`).
 */
const PLAYED: Record<keyof TimelineChannel, true> = {
  id: true,
  archived_days: true,
  real_archived_days: true,
  available_archived_days: true,
  is_purchased: true,
  isPurchased: true,
  is_available: true,
  access_error: true,
  age: true,
  tags: true,
  stream_types: true,
  vitrinaUrl: true,
  vlight: true,
};
const PLAYED_KEYS = [...Object.keys(PLAYED), 'rating_age'];

const fieldOf = (channel: Channel, key: string): string =>
  JSON.stringify((channel as Record<string, unknown>)[key] ?? null);

/** Whether two answers for one channel differ in anything that changes what the player plays or the page allows. */
export function playsDifferently(stale: Channel, fresh: Channel): boolean {
  return PLAYED_KEYS.some((key) => fieldOf(stale, key) !== fieldOf(fresh, key));
}

export interface EarlyChannelSources {
  /** The line-up in the page's query now (a returning viewer's stored one), if any. */
  cachedLineup: readonly Channel[] | undefined;
  /** The body of the channel's own answer asked in the first wave; null when none is held or it failed. */
  answer: () => Promise<unknown>;
  /** The page's line-up query, asked with the token; null when it failed. */
  lineup: () => Promise<readonly Channel[] | null>;
}

export interface EarlyChannelChoice {
  /** The channel the early player plays, or null for none. */
  channel: Channel | null;
  /** Whether it came from a line-up already held (stored): the fresh channel answer must confirm it. */
  revalidate: boolean;
}

/** The early player's channel from the first source that has it (see the top of this file). */
export async function chooseEarlyChannel(
  sources: EarlyChannelSources,
  key: string,
  firstVisit: boolean,
  childProfile: boolean,
): Promise<EarlyChannelChoice> {
  if (sources.cachedLineup) {
    return { channel: earlyChannel(sources.cachedLineup, key, firstVisit, childProfile), revalidate: true };
  }
  const answered = answeredChannel(await sources.answer(), key);
  const channels = answered ? [answered] : await sources.lineup();
  return { channel: earlyChannel(channels, key, firstVisit, childProfile), revalidate: false };
}
