import { fireEvent, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { castablePlayer } from '../../test/fake-player';
import type { CastMedia, CastSender } from '../skin/cast-sender';
import { createTranslator } from '../skin/messages-all';
import { browserTimers } from '../skin/policies/timers';
import { mountSkin } from './skin-view';

// The sender chunk is replaced by a scripted sender; skin/cast-sender.test.ts tests the real one.
const scripted = vi.hoisted(() => ({ connect: vi.fn() }));
vi.mock('../skin/cast-sender', () => ({ connectCastSender: scripted.connect }));

let lifetime = new AbortController();
beforeEach(() => {
  (window as { chrome?: unknown }).chrome = {};
  scripted.connect.mockReset();
});
afterEach(() => {
  lifetime.abort();
  lifetime = new AbortController();
  document.body.replaceChildren();
  delete (window as { chrome?: unknown }).chrome;
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** The element's skin over a player whose browser knows a remote device and which loaded an HLS stream. */
function mount(cast: object | undefined) {
  const prompt = vi.fn(async () => undefined);
  const { player, loaded } = castablePlayer(prompt);
  const root = document.createElement('div');
  document.body.append(root);
  const shadow = root.attachShadow({ mode: 'open' });
  const layer = document.createElement('div');
  shadow.append(layer);
  mountSkin(
    {
      root,
      layer,
      player,
      settings: () => ({ t: createTranslator('en'), bar: cast ? { cast } : {} }),
      mobile: false,
      ios: false,
      timers: browserTimers,
    },
    lifetime.signal,
  );
  loaded('hls');
  const button = () =>
    within(shadow as unknown as HTMLElement).getByRole('button', { name: 'Cast to a device' });
  return { player, prompt, button };
}

describe('<onair-player> casting (the shared cast-control.ts)', () => {
  it('with `cast`, loads Google’s sender when the viewer reaches for the button and casts the stream', async () => {
    const cast = vi.fn(async (_media: CastMedia | null) => 'casting' as const);
    const sender: CastSender = {
      available: () => true,
      onAvailability: () => () => undefined,
      cast,
      destroy: vi.fn(),
    };
    scripted.connect.mockResolvedValue(sender);
    const { player, button } = mount({ receiverApplicationId: 'OPERATOR1' });
    await flush();
    expect(scripted.connect).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button());
    // The sender's chunk is a dynamic import: it arrives after a few turns.
    await vi.waitFor(() =>
      expect(scripted.connect).toHaveBeenCalledWith(
        expect.objectContaining({ receiverApplicationId: 'OPERATOR1' }),
      ),
    );
    // The button casts once the sender is ready.
    await flush();
    fireEvent.click(button());
    await vi.waitFor(() => expect(cast).toHaveBeenCalled());
    expect(cast).toHaveBeenCalledWith({
      url: 'https://cdn.test/film.m3u8',
      protocol: 'hls',
      live: false,
      currentTime: 95,
    });
    expect(player.calls).toContain('pause');
  });

  it('without `cast`, contacts nobody and prompts Remote Playback', async () => {
    const { prompt, button } = mount(undefined);
    await flush();
    fireEvent.pointerEnter(button());
    fireEvent.click(button());
    await flush();
    expect(scripted.connect).not.toHaveBeenCalled();
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
