/**
 * What each partner command does to the embed's player, with its arguments checked: a partner page is
 * untrusted input, so a bad argument is a clear `embed.bad_arguments` refusal and never reaches the player.
 */

import type { EmbedLoadTarget, EmbedMethod, EmbedTarget } from './protocol';

export class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function finiteNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new CommandError('embed.bad_arguments', `${name} must be a number from ${min} to ${max}`);
  }
  return value;
}

function loadTarget(value: unknown): EmbedLoadTarget {
  const v = value as Record<string, unknown> | null;
  const id = (x: unknown) =>
    (typeof x === 'number' && Number.isFinite(x)) || (typeof x === 'string' && x !== '');
  if (v && typeof v === 'object' && id(v.channelId)) {
    const ts = v.ts === undefined ? undefined : finiteNumber(v.ts, 'ts', 0, Number.MAX_SAFE_INTEGER);
    return ts === undefined
      ? { channelId: v.channelId as string | number }
      : { channelId: v.channelId as string | number, ts };
  }
  if (v && typeof v === 'object' && id(v.contentId)) return { contentId: v.contentId as string | number };
  throw new CommandError('embed.bad_arguments', 'load takes { channelId, ts? } or { contentId }');
}

export async function perform(target: EmbedTarget, method: EmbedMethod, args: unknown[]): Promise<unknown> {
  switch (method) {
    case 'play':
      await target.play();
      return null;
    case 'pause':
      await target.pause();
      return null;
    case 'seek':
      await target.seek(finiteNumber(args[0], 'seconds', 0, Number.MAX_SAFE_INTEGER));
      return null;
    case 'setVolume':
      await target.setVolume(finiteNumber(args[0], 'volume', 0, 1));
      return null;
    case 'mute':
      await target.setMuted(true);
      return null;
    case 'unmute':
      await target.setMuted(false);
      return null;
    case 'load':
      await target.load(loadTarget(args[0]));
      return null;
    case 'getState':
      return target.getState();
  }
}
