/**
 * Why: 001 §2 — the desktop side panel shows 'recommended' beside 'last channels'. The spec names no call
 * for it, so the recommendation is the operator's own curated category: 8, the one favourites fall back
 * to when a viewer has none (§9). Left out: the channel on screen and the ones already in 'last channels'
 * (the viewer knows them), channels the viewer cannot watch yet (purchase first) and adult channels
 * (the list shows without a PIN, as 'last channels' does, §4).
 */

import { isPurchased } from '@onair/player-sdk/timeline';
import type { Channel } from '../api/schemas';
import { isAdultChannel } from './channel-rules';

export function recommendedChannels(
  curated: readonly Channel[],
  current: number | null,
  lastChannelIds: readonly number[],
): Channel[] {
  const known = new Set(lastChannelIds);
  return curated.filter(
    (channel) =>
      channel.id !== current && !known.has(channel.id) && isPurchased(channel) && !isAdultChannel(channel),
  );
}
