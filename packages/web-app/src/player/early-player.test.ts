import type { createPlayer, Player, PlayerOptions, TimelineChannel } from '@onair/player-sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyPlayerMatch } from './early-player';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.useRealTimers();
});

const match: EarlyPlayerMatch = { channelId: 7, token: 'tok', language: 'en', childProfile: false, epoch: 0 };

/** A stand-in for the SDK's createPlayer that records what it was asked (the SDK's own tests cover the player). */
function fakeCreate() {
  const made: { options: PlayerOptions; player: Player; handlers: Map<string, (e: unknown) => void> }[] = [];
  const create = ((options: PlayerOptions) => {
    const video = document.createElement('video');
    video.muted = options.muted ?? false;
    options.container.append(video);
    const handlers = new Map<string, (e: unknown) => void>();
    const player = {
      video,
      getState: () => ({ error: null }),
      on: (type: string, handler: (e: unknown) => void) => handlers.set(type, handler),
      loadChannel: vi.fn(async () => undefined),
      destroy: vi.fn(),
    } as unknown as Player;
    made.push({ options, player, handlers });
    return player;
  }) as unknown as typeof createPlayer;
  return { create, made };
}

async function hold(create: typeof createPlayer) {
  const early = await import('./early-player');
  early.holdEarlyPlayer({
    match,
    apiBase: 'http://api.example/v2/',
    queryClient: new QueryClient(),
    configuration: () => null,
    endpoints: null,
    create,
  });
  return early;
}

describe('the channel page’s player started by the entry (issue 38)', () => {
  it('creates the page’s player in the document where the stage will be, silent, and loads the live channel', async () => {
    const { create, made } = fakeCreate();
    await hold(create);
    expect(made).toHaveLength(1);
    const [{ options, player }] = made as [(typeof made)[0]];
    // In <body>, not in #root (which React empties on its first commit): its first frame paints before React.
    expect(options.container.parentElement).toBe(document.body);
    expect(options.container.style.aspectRatio).toBe('16 / 9');
    expect(options.autoplay).toBe(true);
    expect(options.accessToken).toBe('tok');
    expect(player.video?.muted).toBe(true);
    expect(player.loadChannel).toHaveBeenCalledWith(7);
  });

  it('hands it once to the page’s player of the same channel, token, language, profile and epoch, with its sound back', async () => {
    // A browser that allows sound: the options leave the mute to the stored flag (none here: sound on).
    vi.stubGlobal('navigator', { ...navigator, getAutoplayPolicy: () => 'allowed' });
    const { create, made } = fakeCreate();
    const early = await hold(create);
    const [{ player, handlers }] = made as [(typeof made)[0]];
    expect(player.video?.muted).toBe(true);
    handlers.get('firstframe')?.({ ms: 300, picture: false });
    expect(early.hasEarlyPlayer({ ...match, token: 'other' })).toBe(false);
    expect(early.hasEarlyPlayer(match)).toBe(true);
    const gate = vi.fn(async () => true);
    const taken = early.takeEarlyPlayer(match, gate);
    expect(taken?.player).toBe(player);
    expect(taken?.firstFrame).toEqual({ ms: 300, picture: false });
    // The options' own mute is back.
    expect(player.video?.muted).toBe(false);
    // The 001 §5 check the player waited for is now the page's.
    const check = made[0]!.options.parentalCheck!;
    await expect(check({ id: 7 } as TimelineChannel)).resolves.toBe(true);
    expect(gate).toHaveBeenCalledWith({ id: 7 });
    expect(early.takeEarlyPlayer(match, gate)).toBeNull();
    expect(player.destroy).not.toHaveBeenCalled();
    // Taken, not started again: the channel was asked once, by the entry.
    expect(player.loadChannel).toHaveBeenCalledTimes(1);
  });

  it('tells the first render when it has shown its first frame, failed, or gone', async () => {
    const settled = async (p: Promise<void>) => {
      let done = false;
      void p.then(() => (done = true));
      for (let i = 0; i < 3; i++) await Promise.resolve();
      return done;
    };
    const none = await import('./early-player');
    expect(await settled(none.earlyPlayerShown())).toBe(true);

    for (const end of ['firstframe', 'error', 'close', 'parental'] as const) {
      vi.resetModules();
      const { create, made } = fakeCreate();
      const early = await hold(create);
      const shown = early.earlyPlayerShown();
      expect(await settled(shown)).toBe(false);
      if (end === 'close') early.closeEarlyPlayer();
      // An adult channel: the player waits for the page's PIN, so the page must render.
      else if (end === 'parental') void made[0]!.options.parentalCheck?.({ id: 7 } as TimelineChannel);
      else made[0]!.handlers.get(end)?.(end === 'firstframe' ? { ms: 300, picture: false } : {});
      expect(await settled(shown)).toBe(true);
    }
  });

  it('destroys it for any other player (a restart’s epoch, another channel), and starts no other', async () => {
    const { create, made } = fakeCreate();
    const early = await hold(create);
    expect(early.takeEarlyPlayer({ ...match, epoch: 1 }, vi.fn())).toBeNull();
    expect(made[0]!.player.destroy).toHaveBeenCalledTimes(1);
    expect(early.takeEarlyPlayer(match, vi.fn())).toBeNull();
    await hold(create);
    expect(made).toHaveLength(1);
  });

  it('destroys it when the stage refuses, or when nobody takes it in time', async () => {
    vi.useFakeTimers();
    const first = fakeCreate();
    const early = await hold(first.create);
    const box = first.made[0]!.options.container;
    early.closeEarlyPlayer();
    expect(first.made[0]!.player.destroy).toHaveBeenCalledTimes(1);
    expect(box.isConnected).toBe(false);
    expect(early.hasEarlyPlayer(match)).toBe(false);

    vi.resetModules();
    const second = fakeCreate();
    const late = await hold(second.create);
    vi.advanceTimersByTime(late.EARLY_PLAYER_MAX_AGE_MS);
    expect(second.made[0]!.player.destroy).toHaveBeenCalledTimes(1);
    expect(late.takeEarlyPlayer(match, vi.fn())).toBeNull();
  });

  it('reads a live channel from a channel page’s address, not an archive position', async () => {
    const { channelKeyOf } = await import('./early-player');
    expect(channelKeyOf('/channels/all/onair-one', '')).toBe('onair-one');
    expect(channelKeyOf('/channels/news/12/', '')).toBe('12');
    expect(channelKeyOf('/channels/all/onair-one', '?ts=1700000000')).toBeNull();
    expect(channelKeyOf('/channels/all', '')).toBeNull();
    expect(channelKeyOf('/watch/12', '')).toBeNull();
  });
});
