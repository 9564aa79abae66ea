import type { Player, PlayerState } from '@onair/player-sdk';
import type { EmbedEventName } from '@onair/player-sdk/embed';
import { describe, expect, it, vi } from 'vitest';
import { createEmbedHub } from './embed-hub';

function fakePlayer() {
  let listener: ((s: PlayerState) => void) | null = null;
  const snapshot = {
    playing: false,
    paused: true,
    ended: false,
    currentTime: 0,
    duration: 10,
    muted: true,
    volume: 1,
  };
  const player = {
    getState: () => ({ ...snapshot }) as unknown as PlayerState,
    subscribe: vi.fn((fn: (s: PlayerState) => void) => {
      listener = fn;
      return () => {
        listener = null;
      };
    }),
    play: vi.fn(async () => undefined),
    pause: vi.fn(),
    seek: vi.fn(),
    setVolume: vi.fn(),
    toggleMute: vi.fn(() => {
      snapshot.muted = !snapshot.muted;
    }),
  };
  const publish = (over: Partial<typeof snapshot>) => {
    Object.assign(snapshot, over);
    listener?.(player.getState());
  };
  return { player, asPlayer: player as unknown as Player, publish, subscribed: () => listener !== null };
}

describe('createEmbedHub', () => {
  it('forwards commands to the attached player and refuses them when none is', async () => {
    const hub = createEmbedHub({ now: () => 0, load: async () => undefined });
    expect(() => hub.play()).toThrow('Nothing is playing yet');
    hub.setIdleError({ code: 'lock', message: 'subscription needed' });
    expect(() => hub.seek(3)).toThrow('Nothing is playing: subscription needed');
    expect(hub.getState()).toMatchObject({ paused: true, error: { code: 'lock' } });

    const fake = fakePlayer();
    hub.attach(fake.asPlayer);
    await hub.play();
    hub.seek(3);
    hub.setVolume(0.4);
    hub.setMuted(false);
    hub.setMuted(false);
    expect(fake.player.play).toHaveBeenCalledOnce();
    expect(fake.player.seek).toHaveBeenCalledWith(3);
    expect(fake.player.setVolume).toHaveBeenCalledWith(0.4);
    expect(fake.player.toggleMute).toHaveBeenCalledOnce();
    expect(hub.getState()).toMatchObject({ muted: false, error: null });
  });

  it('turns the player’s snapshots into events for live listeners only', () => {
    let now = 0;
    const hub = createEmbedHub({ now: () => now, load: async () => undefined });
    const seen: EmbedEventName[] = [];
    const controller = new AbortController();
    hub.onEvent((event) => seen.push(event), controller.signal);
    const fake = fakePlayer();
    hub.attach(fake.asPlayer);
    fake.publish({ playing: true, paused: false, currentTime: 1 });
    now = 1000;
    fake.publish({ playing: false, paused: true });
    hub.emit('error', { code: 'x', message: 'y' });
    controller.abort();
    fake.publish({ playing: true, paused: false, currentTime: 2 });
    expect(seen).toEqual(['play', 'timeupdate', 'pause', 'error']);
  });

  it('lets go of a detached player and of everything on destroy', () => {
    const hub = createEmbedHub({ now: () => 0, load: async () => undefined });
    const fake = fakePlayer();
    hub.attach(fake.asPlayer);
    hub.attach(null);
    expect(fake.subscribed()).toBe(false);
    hub.attach(fake.asPlayer);
    hub.destroy();
    hub.destroy();
    expect(fake.subscribed()).toBe(false);
  });
});
