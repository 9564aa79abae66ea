/**
 * Why: a page sets the element's attributes one at a time (`channel-id`, then `ts`…), a framework may set
 * them all again on every render, and each must not start a load of its own. What to play is read into one
 * value with a stable key, like the React `<Player>`'s, so the element loads only when the key changes; an
 * attribute that is not a valid id or time is a clear error, never a load of something else.
 */
import type { Id } from '../types/id';
import type { LoadContentOptions, Player, PlayerSource } from '../types/player';

export type WhatToPlay =
  | { kind: 'source'; source: PlayerSource }
  | { kind: 'channel'; channelId: Id; ts?: number }
  | { kind: 'content'; contentId: Id; options: LoadContentOptions }
  | { kind: 'nothing' };

export interface PlayInputs {
  source: PlayerSource | null;
  channelId: string | null;
  ts: string | null;
  contentId: string | null;
  libraryId: string | null;
  contentKind: string | null;
  startPosition: string | null;
  seriesId: string | null;
}

/** An id as the operator gives it: digits become a number, other non-empty text (a slug) stays a string. */
function id(value: string, name: string): Id {
  const text = value.trim();
  if (text === '') throw new TypeError(`<onair-player>: ${name} is empty`);
  return /^\d+$/.test(text) ? Number(text) : text;
}

function seconds(value: string, name: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new RangeError(`<onair-player>: ${name}="${value}" is not a number of seconds`);
  return n;
}

export function whatToPlay(inputs: PlayInputs): WhatToPlay {
  if (inputs.source) return { kind: 'source', source: inputs.source };
  if (inputs.channelId !== null) {
    const channelId = id(inputs.channelId, 'channel-id');
    return inputs.ts === null
      ? { kind: 'channel', channelId }
      : { kind: 'channel', channelId, ts: seconds(inputs.ts, 'ts') };
  }
  if (inputs.contentId !== null) {
    const kind = inputs.contentKind;
    if (kind !== null && kind !== 'content' && kind !== 'trailer')
      throw new TypeError(`<onair-player>: kind="${kind}" must be "content" or "trailer"`);
    const options: LoadContentOptions = {
      ...(inputs.libraryId === null ? {} : { libraryId: id(inputs.libraryId, 'library-id') }),
      ...(kind === null ? {} : { kind }),
      ...(inputs.startPosition === null
        ? {}
        : { startPosition: seconds(inputs.startPosition, 'start-position') }),
      ...(inputs.seriesId === null ? {} : { seriesId: id(inputs.seriesId, 'series-id') }),
    };
    return { kind: 'content', contentId: id(inputs.contentId, 'content-id'), options };
  }
  return { kind: 'nothing' };
}

/** Equal keys: the same thing to play (a ready source by its stream URLs, ids by their values). */
export function playKey(what: WhatToPlay): string {
  if (what.kind !== 'source') return JSON.stringify(what);
  const s = what.source;
  return JSON.stringify(['source', s.kind, s.channelId, s.contentId, s.ts, s.stream]);
}

export function startPlaying(player: Player, what: WhatToPlay): Promise<void> {
  switch (what.kind) {
    case 'source':
      return player.load(what.source);
    case 'channel':
      return player.loadChannel(what.channelId, what.ts === undefined ? {} : { ts: what.ts });
    case 'content':
      return player.loadContent(what.contentId, what.options);
    default:
      return Promise.resolve();
  }
}
