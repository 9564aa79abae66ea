/**
 * Why: the SDK's player asks for a channel in a chain — the channel, then (with its timeline code) the live
 * stream — and only after its chunk has rendered, the player has been created and the 001 §4 delay has run
 * out. A channel opened by the page's own address was chosen at the navigation (arrival-wait.ts) and nothing
 * is being zapped past, so its calls go out when its player mounts, side by side, while whatever is left of
 * the delay runs; the load into the element still waits for the delay. That takes the chain and the player's
 * start-up off the way to the stream. The player's own calls then receive these answers,
 * each once: the channel, and the live stream only when it asks for live (an archive position, a preview or
 * a second load asks the API as usual). A channel chosen inside the app never starts early.
 */
import type { Id, OperatorApi, StreamResponse, TimelineChannel } from '@onair/player-sdk';

interface Held {
  channel?: Promise<TimelineChannel>;
  live?: Promise<StreamResponse>;
}

export interface ChannelHeadStart {
  api: OperatorApi;
  /** Asks for the channel and its live stream now; the player's next matching calls take these answers. */
  start(channelId: Id): void;
}

export function withChannelHeadStart(api: OperatorApi): ChannelHeadStart {
  const held = new Map<string, Held>();
  function take<K extends keyof Held>(channelId: Id, kind: K): Held[K] {
    const entry = held.get(String(channelId));
    const answer = entry?.[kind];
    if (entry) delete entry[kind];
    return answer;
  }
  const own = api.channel?.bind(api);
  const wrapped: OperatorApi = {
    ...api,
    channelStream: (channelId, options = {}) => {
      const live = options.ts === undefined && !options.preview;
      return (live ? take(channelId, 'live') : undefined) ?? api.channelStream(channelId, options);
    },
    ...(own
      ? {
          channel: (channelId: Id, options?: { signal?: AbortSignal }) =>
            take(channelId, 'channel') ?? own(channelId, options),
        }
      : {}),
  };
  return {
    api: wrapped,
    start(channelId) {
      // Once per channel and wrapper: a second mount effect (React's development double run) asks nothing more.
      if (held.has(String(channelId))) return;
      const entry: Held = { live: api.channelStream(channelId) };
      if (own) entry.channel = own(channelId);
      // An answer nobody takes (the player decided on the archive, or left) must not surface as unhandled.
      entry.live?.catch(() => undefined);
      entry.channel?.catch(() => undefined);
      held.set(String(channelId), entry);
    },
  };
}
