import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { castablePlayer } from '../../test/fake-player';
import { renderSkin } from '../../test/render-skin';
import { castSenderSupported } from '../skin/cast-control';
import type { CastMedia, CastOutcome, CastSender } from '../skin/cast-sender';

// Role queries over the whole skin are slow in jsdom on a shared 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

// The sender chunk is replaced by a scripted sender; cast-sender.test.ts tests the real one on a fake framework.
const scripted = vi.hoisted(() => ({
  connect: vi.fn(),
}));
vi.mock('../skin/cast-sender', () => ({ connectCastSender: scripted.connect }));

function scriptedSender(outcome: CastOutcome, available = true) {
  const cast = vi.fn(async (_media: CastMedia | null) => outcome);
  const sender: CastSender = {
    available: () => available,
    onAvailability: () => () => undefined,
    cast,
    destroy: vi.fn(),
  };
  return { sender, cast };
}

/** A player that reports the stream it loaded, as the core does after a load; its browser knows a device. */
function playerWithSource(prompt = vi.fn(async () => undefined)) {
  const { player, loaded } = castablePlayer(prompt);
  return { player, loaded: (...args: Parameters<typeof loaded>) => act(() => loaded(...args)), prompt };
}

/** The viewer's pointer reaches the button: the sender starts loading. */
const reach = async () => {
  await act(async () => fireEvent.pointerEnter(button()!));
};

const button = () => screen.queryByRole('button', { name: 'Cast to a device' });

beforeEach(() => {
  (window as { chrome?: unknown }).chrome = {};
  scripted.connect.mockReset();
});
afterEach(() => {
  cleanup();
  delete (window as { chrome?: unknown }).chrome;
  vi.useRealTimers();
});

describe('the cast button with Google Cast (001 §2)', () => {
  it('loads the sender only for a host that asks for Cast, in a browser that can run it', async () => {
    expect(castSenderSupported(window)).toBe(true);
    expect(castSenderSupported(undefined)).toBe(false);
    const iPhone = { chrome: {}, navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' } };
    expect(castSenderSupported(iPhone as never)).toBe(false);
    renderSkin(playerWithSource().player);
    await reach();
    expect(scripted.connect).not.toHaveBeenCalled();
  });

  it('contacts Google only when the viewer reaches for the button', async () => {
    scripted.connect.mockResolvedValue(scriptedSender('casting').sender);
    renderSkin(playerWithSource().player, { cast: {} });
    await act(async () => {});
    expect(scripted.connect).not.toHaveBeenCalled();
    await reach();
    expect(scripted.connect).toHaveBeenCalledTimes(1);
  });

  it('casts the stream the player chose, from where the viewer is, and pauses here', async () => {
    const { sender, cast } = scriptedSender('casting');
    scripted.connect.mockResolvedValue(sender);
    const { player, loaded } = playerWithSource();
    renderSkin(player, { cast: { receiverApplicationId: 'OPERATOR1' } });
    await reach();
    expect(scripted.connect).toHaveBeenCalledWith(
      expect.objectContaining({ receiverApplicationId: 'OPERATOR1' }),
    );
    loaded('hls');
    await act(async () => fireEvent.click(button()!));
    expect(cast).toHaveBeenCalledWith({
      url: 'https://cdn.test/film.m3u8',
      protocol: 'hls',
      live: false,
      currentTime: 95,
    });
    expect(player.calls).toContain('pause');
  });

  it('shows the §8 text when casting fails, and casts no DRM stream', async () => {
    vi.useFakeTimers();
    const { sender, cast } = scriptedSender('cast_no_source');
    scripted.connect.mockResolvedValue(sender);
    const { player, loaded } = playerWithSource();
    renderSkin(player, { cast: {} });
    await reach();
    loaded('dash', { keySystem: 'com.widevine.alpha' });
    await act(async () => fireEvent.click(button()!));
    expect(cast).toHaveBeenCalledWith(null);
    expect(screen.getByRole('alert').textContent).toBe('No media source specified.');
    expect(player.calls).not.toContain('pause');
  });

  it.each([
    ['the sender could not be had', null],
    ['no Cast device is around', scriptedSender('casting', false).sender],
  ])('keeps Remote Playback where %s', async (_name, connected) => {
    scripted.connect.mockResolvedValue(connected);
    const { player, prompt } = playerWithSource();
    renderSkin(player, { cast: {} });
    await reach();
    await act(async () => fireEvent.click(button()!));
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
