import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlayer } from '../../test/fake-player';
import { renderSkin } from '../../test/render-skin';
import { adBreak } from '../../test/skin-states';
import type { InterstitialState } from '../types/interstitial';

// Role queries over the whole skin are slow in jsdom on a shared 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ad = adBreak;

const vod = { source: { kind: 'content' as const, contentId: 7 }, duration: 600 };

describe('ad UI', () => {
  it('shows the badge, time left and the skip countdown, then a skip button', () => {
    const skipAd = vi.fn(() => true);
    const player = fakePlayer({ ...vod, ad: ad({}) }, { skipAd });
    renderSkin(player);
    expect(screen.getByText('Ad 1 of 2')).toBeTruthy();
    expect(screen.getByText(/0:12 left/)).toBeTruthy();
    expect(screen.getByText('Skip in 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip ad' })).toBeNull();
    expect(screen.queryByRole('slider', { name: 'Playback position' })).toBeNull();
    act(() => player.setState({ ad: ad({ skippableIn: 0 }) }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Skip ad' })));
    expect(skipAd).toHaveBeenCalledTimes(1);
  });

  // Issue 21 item 6: before the fix the skin called window.open itself after the player had opened the
  // click-through, so one click made two windows.
  it('leaves the click-through to the player: one click, one clickAd, no window of its own', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const clickAd = vi.fn(() => 'https://advertiser.example/tracked');
    renderSkin(fakePlayer({ ...vod, ad: ad({}) }, { clickAd }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Learn more' })));
    expect(clickAd).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('offers no click-through button when the ad has none the player would open', () => {
    renderSkin(fakePlayer({ ...vod, ad: ad({ clickThroughUrl: undefined }) }));
    expect(screen.queryByRole('button', { name: 'Learn more' })).toBeNull();
  });

  it('shows no skip at all for a non-skippable ad', () => {
    renderSkin(fakePlayer({ ...vod, ad: ad({ skippableIn: undefined }) }));
    expect(screen.queryByText(/Skip/)).toBeNull();
  });
});

describe('HLS interstitial', () => {
  const interstitial = (patch: Partial<InterstitialState> = {}): InterstitialState => ({
    id: 'ad1',
    asset: 1,
    assets: 2,
    durationSec: 30,
    remainingSec: 24,
    restrictSkip: true,
    restrictJump: true,
    ...patch,
  });
  const playing = { ...vod, currentTime: 100, playing: true, paused: false };
  const press = (key: string) =>
    act(() => fireEvent.keyDown(document.querySelector<HTMLElement>('.onair-react-player')!, { key }));

  it('shows the break as an ad with its asset count and time left, in English and Russian', () => {
    const player = fakePlayer({ ...playing, interstitial: interstitial() });
    const { unmount } = renderSkin(player);
    expect(screen.getByText('Ad 1 of 2')).toBeTruthy();
    expect(screen.getByText(/0:24 left/)).toBeTruthy();
    act(() => player.setState({ interstitial: interstitial({ asset: 2, remainingSec: 9 }) }));
    expect(screen.getByText('Ad 2 of 2')).toBeTruthy();
    expect(screen.getByText(/0:09 left/)).toBeTruthy();
    unmount();
    renderSkin(player, { language: 'ru' });
    expect(screen.getByText('Реклама 2 из 2')).toBeTruthy();
    expect(screen.getByText(/Осталось 0:09/)).toBeTruthy();
  });

  it('X-RESTRICT=SKIP: no skip button, no position bar, no ±10 s buttons, arrows do nothing', () => {
    const skipAd = vi.fn(() => true);
    const player = fakePlayer({ ...playing, interstitial: interstitial() }, { skipAd });
    renderSkin(player);
    expect(screen.queryByRole('button', { name: 'Skip ad' })).toBeNull();
    expect(screen.queryByRole('slider', { name: 'Playback position' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forward 10 seconds' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back 10 seconds' })).toBeNull();
    press('ArrowRight');
    press('ArrowLeft');
    expect(player.calls).toEqual([]);
    expect(skipAd).not.toHaveBeenCalled();
  });

  it('a break that allows skipping offers Skip ad (the player ends it), still no seeking inside it', () => {
    const skipAd = vi.fn(() => true);
    const player = fakePlayer(
      { ...playing, interstitial: interstitial({ restrictSkip: false }) },
      { skipAd },
    );
    renderSkin(player);
    press('ArrowRight');
    expect(player.calls).toEqual([]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Skip ad' })));
    expect(skipAd).toHaveBeenCalledTimes(1);
  });

  it('the film takes over again when the break ends: bar back, arrows skip', () => {
    const player = fakePlayer({ ...playing, interstitial: interstitial() });
    renderSkin(player);
    act(() => player.setState({ interstitial: null }));
    expect(screen.queryByText(/Ad 1/)).toBeNull();
    expect(screen.getByRole('slider', { name: 'Playback position' })).toBeTruthy();
    press('ArrowRight');
    expect(player.calls).toEqual(['seek 110']);
  });
});

describe('playback points and packshots', () => {
  it('draws point buttons and acts on them', () => {
    const onNextEpisode = vi.fn();
    const player = fakePlayer({
      ...vod,
      playbackPoint: {
        active: [
          { id: 1, type: 'intro', start: 5, end: 65, button: { action: 'skip', label: 'Skip intro' } },
          { id: 2, type: 'credits', start: 580, end: 600, button: { action: 'next', label: 'Next' } },
        ],
      },
    });
    renderSkin(player, { onNextEpisode });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Skip intro' })));
    expect(player.calls).toEqual(['seek 65']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(onNextEpisode).toHaveBeenCalled();
  });

  it('counts down the packshot', () => {
    renderSkin(fakePlayer({ ...vod, packshot: { active: true, index: 1, count: 2, remaining: 4.2 } }));
    expect(screen.getByRole('status').textContent).toBe('Starts in 5');
  });
});
