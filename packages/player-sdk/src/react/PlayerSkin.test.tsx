import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakePlayer } from '../../test/fake-player';
import { renderSkin } from '../../test/render-skin';
import { MANIFEST_403_DIAGNOSTICS } from '../../test/skin-states';
import { Player } from './Player';
import { PlayerSkin } from './PlayerSkin';

// Role queries over the whole skin are slow in jsdom on a shared 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const vod = { source: { kind: 'content' as const, contentId: 7 }, duration: 600, currentTime: 100 };
const playing = { ...vod, playing: true, paused: false };
const root = () => document.querySelector<HTMLElement>('.onair-react-player')!;
const press = (key: string, target: HTMLElement = root()) => act(() => fireEvent.keyDown(target, { key }));

describe('keys', () => {
  it('space plays/pauses, arrows skip and step the volume by 0.05, Escape goes back', () => {
    const onBack = vi.fn();
    const player = fakePlayer({ ...playing, volume: 0.5 });
    renderSkin(player, { onBack });
    press(' ');
    press(' ');
    press('ArrowLeft');
    press('ArrowRight');
    press('ArrowUp');
    press('ArrowDown');
    press('ArrowDown');
    press('Escape');
    expect(player.calls).toEqual([
      'pause',
      'play',
      'seek 90',
      'seek 110',
      'volume 0.55',
      'volume 0.5',
      'volume 0.45',
    ]);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Volume 45%');
  });

  it('a click on the picture plays/pauses and moves focus to the player so keys work next', () => {
    const player = fakePlayer(playing);
    renderSkin(player);
    act(() => document.querySelector<HTMLElement>('.onair-skin__surface')!.click());
    expect(document.activeElement).toBe(root());
    press('ArrowRight', document.activeElement as HTMLElement);
    expect(player.calls).toEqual(['pause', 'seek 110']);
  });

  it('F toggles fullscreen', () => {
    const player = fakePlayer(playing);
    renderSkin(player);
    press('f');
    expect(player.calls).toEqual(['fullscreen']);
  });

  it('leaves space to a focused button and arrows to a focused slider', () => {
    const player = fakePlayer(playing);
    renderSkin(player);
    press(' ', screen.getByRole('button', { name: 'Mute' }));
    press('ArrowLeft', screen.getByRole('slider', { name: 'Volume' }));
    expect(player.calls).toEqual([]);
  });

  it('does not skip on live', () => {
    const player = fakePlayer({ source: { kind: 'live', channelId: 1 }, playing: true, paused: false });
    renderSkin(player);
    press('ArrowRight');
    expect(player.calls).toEqual([]);
  });
});

function touch(
  element: Element,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: Array<[number, number]>,
  changed = points,
) {
  const list = points.map(([clientX, clientY], identifier) => ({ clientX, clientY, identifier }));
  const changedList = changed.map(([clientX, clientY], identifier) => ({ clientX, clientY, identifier }));
  act(() => fireEvent[type](element, { touches: list, changedTouches: changedList }));
}

describe('gestures', () => {
  function surface(): HTMLElement {
    const element = document.querySelector<HTMLElement>('.onair-skin__surface')!;
    element.getBoundingClientRect = () => ({ left: 0, top: 0, width: 500, height: 280 }) as DOMRect;
    return element;
  }

  it('double tap on the right fifth skips forward, on the left back, within 500 ms only', () => {
    vi.useFakeTimers();
    const player = fakePlayer(playing);
    renderSkin(player, { mobile: true });
    const s = surface();
    touch(s, 'touchEnd', [], [[480, 100]]);
    act(() => vi.advanceTimersByTime(300));
    touch(s, 'touchEnd', [], [[470, 100]]);
    expect(player.calls).toEqual(['seek 110']);
    act(() => vi.advanceTimersByTime(2000));
    touch(s, 'touchEnd', [], [[20, 100]]);
    act(() => vi.advanceTimersByTime(501));
    touch(s, 'touchEnd', [], [[20, 100]]);
    expect(player.calls).toEqual(['seek 110']);
    act(() => vi.advanceTimersByTime(100));
    touch(s, 'touchEnd', [], [[30, 100]]);
    expect(player.calls).toEqual(['seek 110', 'seek 90']);
  });

  it('pinch toggles zoom in landscape', () => {
    // jsdom has no matchMedia; the skin asks it for the orientation.
    window.matchMedia = ((query: string) => ({ matches: query.includes('landscape') })) as typeof matchMedia;
    onTestFinished(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });
    renderSkin(fakePlayer(playing), { mobile: true });
    const s = surface();
    const skin = document.querySelector('.onair-skin')!;
    touch(s, 'touchStart', [
      [200, 100],
      [300, 100],
    ]);
    touch(s, 'touchMove', [
      [150, 100],
      [350, 100],
    ]);
    touch(s, 'touchEnd', [], [[150, 100]]);
    expect(skin.classList.contains('onair-skin--zoomed')).toBe(true);
    touch(s, 'touchStart', [
      [150, 100],
      [350, 100],
    ]);
    touch(s, 'touchMove', [
      [240, 100],
      [260, 100],
    ]);
    touch(s, 'touchEnd', [], [[240, 100]]);
    expect(skin.classList.contains('onair-skin--zoomed')).toBe(false);
  });
});

describe('controls hide timers', () => {
  const hidden = () => document.querySelector('.onair-skin')!.classList.contains('onair-skin--hidden');

  it('hide after 5 s of inactivity while playing, come back on mouse movement, and stay while paused', () => {
    vi.useFakeTimers();
    const player = fakePlayer(playing);
    renderSkin(player);
    act(() => vi.advanceTimersByTime(4999));
    expect(hidden()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hidden()).toBe(true);
    act(() => fireEvent.pointerMove(document.querySelector('.onair-skin')!, { pointerType: 'mouse' }));
    expect(hidden()).toBe(false);
    act(() => player.setState({ playing: false, paused: true }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(hidden()).toBe(false);
  });

  it('hide 20 ms after the mouse leaves on desktop', () => {
    vi.useFakeTimers();
    renderSkin(fakePlayer(playing));
    act(() => fireEvent.pointerLeave(document.querySelector('.onair-skin')!, { pointerType: 'mouse' }));
    act(() => vi.advanceTimersByTime(19));
    expect(hidden()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hidden()).toBe(true);
  });

  it('hide 200 ms after a touch ends on mobile', () => {
    vi.useFakeTimers();
    renderSkin(fakePlayer(playing), { mobile: true });
    const s = document.querySelector<HTMLElement>('.onair-skin__surface')!;
    touch(s, 'touchEnd', [], [[250, 100]]);
    act(() => vi.advanceTimersByTime(199));
    expect(hidden()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(hidden()).toBe(true);
  });
});

describe('the pointer gap after a skip (§9: 500 ms)', () => {
  const hidden = () => document.querySelector('.onair-skin')!.classList.contains('onair-skin--hidden');
  const skipThenTap = (gapMs: number) => {
    vi.useFakeTimers();
    renderSkin(fakePlayer(playing), { mobile: true });
    const s = document.querySelector<HTMLElement>('.onair-skin__surface')!;
    s.getBoundingClientRect = () => ({ left: 0, top: 0, width: 500, height: 280 }) as DOMRect;
    touch(s, 'touchEnd', [], [[480, 100]]);
    act(() => vi.advanceTimersByTime(100));
    touch(s, 'touchEnd', [], [[480, 100]]);
    act(() => vi.advanceTimersByTime(gapMs));
    touch(s, 'touchEnd', [], [[250, 100]]);
    act(() => vi.advanceTimersByTime(200));
    return hidden();
  };

  it('a tap soon after a skip keeps the controls up', () => {
    expect(skipThenTap(400)).toBe(false);
  });

  it('a tap after the gap toggles them away as any tap does', () => {
    expect(skipThenTap(600)).toBe(true);
  });
});

describe('page visibility on mobile', () => {
  it('pauses when hidden and resumes when shown', () => {
    const player = fakePlayer(playing);
    renderSkin(player, { mobile: true });
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    state.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(player.calls).toEqual(['pause', 'play']);
  });
});

describe('iOS fullscreen guards', () => {
  it('resumes after exit when the only pause came within 2 s of entering', () => {
    vi.useFakeTimers();
    const video = document.createElement('video');
    const player = fakePlayer(playing, { video });
    renderSkin(player, { ios: true });
    act(() => video.dispatchEvent(new Event('webkitbeginfullscreen')));
    act(() => vi.advanceTimersByTime(1000));
    act(() => video.dispatchEvent(new Event('pause')));
    act(() => vi.advanceTimersByTime(3000));
    act(() => video.dispatchEvent(new Event('webkitendfullscreen')));
    expect(player.calls).toEqual(['play']);
  });

  it('does not resume when the viewer paused later', () => {
    vi.useFakeTimers();
    const video = document.createElement('video');
    const player = fakePlayer(playing, { video });
    renderSkin(player, { ios: true });
    act(() => video.dispatchEvent(new Event('webkitbeginfullscreen')));
    act(() => vi.advanceTimersByTime(2500));
    act(() => video.dispatchEvent(new Event('pause')));
    act(() => vi.advanceTimersByTime(1000));
    act(() => video.dispatchEvent(new Event('webkitendfullscreen')));
    expect(player.calls).toEqual([]);
  });
});

describe('diagnostics modal', () => {
  const diagnostics = MANIFEST_403_DIAGNOSTICS;

  it('shows the §8 labels, copies the redacted block and confirms', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSkin(fakePlayer({ ...vod, errorMessageKey: 'error_video_download', diagnostics }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'More' })));
    const dialog = screen.getByRole('dialog', { name: 'Playback diagnostics' });
    // The fields come with the redaction rules, a chunk loaded on demand (skin/diagnostics-view.ts).
    await screen.findByText('Error code');
    for (const label of [
      'Error code',
      'Error type',
      'Details',
      'Stream URL',
      'Position (sec)',
      'Channel ID',
    ]) {
      expect(dialog.textContent).toContain(label);
    }
    expect(dialog.textContent).not.toContain('abc');
    expect(dialog.textContent).not.toContain('pw@');
    expect(document.activeElement?.textContent).toBe('Copy');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    const copied = writeText.mock.calls[0]![0];
    expect(copied).toContain('Error code: 403');
    expect(copied).toContain('Stream URL: https://***@cdn.example/live.m3u8?access_token=***&q=1');
    expect(copied).toContain('Retry attempts: 1');
    expect(copied).toContain('Error time: 2024-05-06T07:08:09.000Z');
    expect(screen.getByText('Copied to clipboard')).toBeTruthy();
    press('Escape', dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<Player> with the skin on the server', () => {
  it('renders without touching window', () => {
    const html = renderToString(
      <Player channelId={5} poster="/p.jpg">
        <PlayerSkin onBack={() => {}} />
      </Player>,
    );
    expect(html).toContain('onair-skin');
    expect(html).toContain('aria-label="Back"');
    expect(html).toContain('aria-label="Fullscreen"');
  });
});
