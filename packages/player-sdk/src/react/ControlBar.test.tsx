import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlayer } from '../../test/fake-player';
import { renderSkin } from '../../test/render-skin';
import { INITIAL_TIMELINE_STATE } from '../timeline/timeline-state';

// Role queries over the whole skin are slow in jsdom on a shared 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const vod = { source: { kind: 'content' as const, contentId: 7 }, duration: 600, currentTime: 100 };
const bar = () => within(screen.getByRole('group', { name: 'Player controls' }));
/** A menu button's name may carry its current choice after a colon ("Quality: Auto"). */
const named = (name: string | RegExp) => (typeof name === 'string' ? new RegExp(`^${name}(: .*)?$`) : name);
const click = (name: string | RegExp) =>
  act(() => fireEvent.click(bar().getByRole('button', { name: named(name) })));
const choose = (name: string) => act(() => fireEvent.click(screen.getByRole('menuitemradio', { name })));

describe('control bar commands', () => {
  it('plays and pauses', async () => {
    const player = fakePlayer({ ...vod, paused: true });
    renderSkin(player);
    await click('Play');
    expect(player.calls).toContain('play');
    await click('Pause');
    expect(player.calls).toContain('pause');
    expect(bar().getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('skips 10 s in VOD and has no skip buttons on live', () => {
    const player = fakePlayer(vod);
    renderSkin(player);
    fireEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(player.calls).toEqual(['seek 90', 'seek 110']);
    cleanup();
    renderSkin(fakePlayer({ source: { kind: 'live', channelId: 1 } }));
    expect(screen.queryByRole('button', { name: /seconds/ })).toBeNull();
  });

  it('on live with an archive offers the step back into it, and no step forward past the present', () => {
    const skip = vi.fn();
    const timeline = { ...INITIAL_TIMELINE_STATE, isLive: true, canSkip: true };
    renderSkin(fakePlayer({ source: { kind: 'live', channelId: 1 }, timeline }, { skip }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(skip).toHaveBeenCalledWith(-1);
    expect(screen.queryByRole('button', { name: 'Forward 10 seconds' })).toBeNull();
  });

  it('uses the core stacked skip in the archive when it has one', () => {
    const skip = vi.fn();
    const player = fakePlayer({ source: { kind: 'archive', channelId: 1 } }, { skip });
    renderSkin(player);
    fireEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(skip).toHaveBeenCalledWith(1);
  });

  it('mutes and sets the volume', async () => {
    const player = fakePlayer(vod);
    renderSkin(player);
    await click('Mute');
    expect(player.calls).toContain('toggleMute');
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    act(() => fireEvent.change(slider, { target: { value: '0.5' } }));
    expect(player.calls).toContain('volume 0.5');
    expect(slider.getAttribute('aria-valuetext')).toBe('50%');
  });

  it('changes speed, quality (with Auto), audio and subtitles (with Off) through menus', async () => {
    const player = fakePlayer({
      ...vod,
      qualityLevels: [
        { id: 0, height: 360, bitrate: 800_000 },
        { id: 1, height: 720, bitrate: 2_500_000 },
      ],
      audioTracks: [
        { id: 'a1', language: 'ru', name: 'Русский', enabled: true },
        { id: 'a2', language: 'en', name: 'English', enabled: false },
      ],
      subtitleTracks: [{ id: 's1', language: 'en', name: 'English', enabled: true }],
    });
    renderSkin(player);
    await click('Playback speed');
    await choose('1.5×');
    await click('Quality');
    expect(screen.getByRole('menuitemradio', { name: 'Auto' }).getAttribute('aria-checked')).toBe('true');
    await choose('720p');
    await click('Quality');
    await choose('Auto');
    await click('Audio track');
    await choose('English');
    await click('Subtitles');
    await choose('Off');
    expect(player.calls).toEqual(['rate 1.5', 'quality 1', 'quality auto', 'audio en', 'subtitles null']);
  });

  it('closes a menu on Escape and gives focus back to its button', async () => {
    renderSkin(fakePlayer(vod));
    const button = screen.getByRole('button', { name: named('Playback speed') });
    await act(() => fireEvent.click(button));
    const normal = screen.getByRole('menuitemradio', { name: 'Normal' });
    expect(document.activeElement).toBe(normal);
    act(() => fireEvent.keyDown(normal, { key: 'ArrowDown' }));
    expect(document.activeElement?.textContent).toBe('1.25×');
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('hides a menu 200 ms after the pointer leaves it', async () => {
    vi.useFakeTimers();
    renderSkin(fakePlayer(vod));
    await click('Playback speed');
    const wrap = screen.getByRole('menu').parentElement!;
    act(() => fireEvent.pointerLeave(wrap));
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('menu')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('on a touch screen, closes a menu 400 ms after a choice (§9 mobile settings delay)', async () => {
    vi.useFakeTimers();
    const player = fakePlayer(vod);
    renderSkin(player, { mobile: true });
    await click('Playback speed');
    await choose('1.5×');
    expect(player.calls).toContain('rate 1.5');
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('menu')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('offers episodes and next episode when the host passes them', async () => {
    const onSelectEpisode = vi.fn();
    const onNextEpisode = vi.fn();
    renderSkin(fakePlayer(vod), {
      episodes: [
        { id: 1, title: 'Episode 1' },
        { id: 2, title: 'Episode 2' },
      ],
      currentEpisodeId: 1,
      onSelectEpisode,
      nextEpisode: { id: 2, title: 'Episode 2' },
      onNextEpisode,
    });
    await click('Episodes');
    await choose('Episode 2');
    expect(onSelectEpisode).toHaveBeenCalledWith(2);
    await click('Next episode: Episode 2');
    expect(onNextEpisode).toHaveBeenCalledTimes(1);
  });

  it('toggles picture-in-picture when available and calls back', async () => {
    const onBack = vi.fn();
    const player = fakePlayer({ ...vod, pip: { available: true, active: false } });
    renderSkin(player, { onBack });
    await click('Picture in picture');
    expect(player.calls).toContain('pip');
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(onBack).toHaveBeenCalled();
    cleanup();
    renderSkin(fakePlayer(vod));
    expect(screen.queryByRole('button', { name: 'Picture in picture' })).toBeNull();
  });

  it('goes fullscreen on the player root, or through the core where element fullscreen is missing', async () => {
    const player = fakePlayer(vod);
    renderSkin(player);
    await click('Fullscreen');
    expect(player.calls).toContain('fullscreen');
    cleanup();
    const request = vi.fn(async () => {});
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    HTMLElement.prototype.requestFullscreen = request;
    const second = fakePlayer(vod);
    renderSkin(second);
    await click('Fullscreen');
    expect(request).toHaveBeenCalledTimes(1);
    expect((request.mock.contexts[0] as HTMLElement).className).toBe('onair-react-player');
    expect(second.calls).not.toContain('fullscreen');
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
  });

  it('casts through the Remote Playback API and shows the §8 text when it fails', async () => {
    vi.useFakeTimers();
    const video = document.createElement('video');
    Object.defineProperty(video, 'currentSrc', { value: 'blob:stream' });
    const prompt = vi.fn(async () => Promise.reject(new DOMException('no device', 'NotFoundError')));
    Object.defineProperty(video, 'remote', { value: { prompt } });
    renderSkin(fakePlayer(vod, { video }));
    await click('Cast to a device');
    await act(async () => {});
    expect(prompt).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Could not connect with the cast device');
    act(() => vi.advanceTimersByTime(3300));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
