import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlayer } from '../../test/fake-player';
import { renderSkin } from '../../test/render-skin';
import { TV_START, tvTimeline } from '../../test/skin-states';
import { formatTimeOfDay } from '../skin/format';
import type { TvProgress } from '../timeline/tv-progress';

// Role queries over the whole skin are slow in jsdom on a shared 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => cleanup());

const start = TV_START;
const timeline = (patch: Partial<TvProgress> = {}) => tvTimeline(patch);

function mockRect(element: Element, width: number) {
  element.getBoundingClientRect = () =>
    ({ left: 0, width, top: 0, height: 20, right: width, bottom: 20 }) as DOMRect;
}

describe('VOD progress bar', () => {
  it('is a slider in clock time that seeks', () => {
    const player = fakePlayer({ source: { kind: 'content', contentId: 1 }, duration: 3723, currentTime: 65 });
    renderSkin(player);
    const slider = screen.getByRole('slider', { name: 'Playback position' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1:05 / 1:02:03');
    act(() => fireEvent.change(slider, { target: { value: '300' } }));
    expect(player.calls).toEqual(['seek 300']);
  });

  it('shows the hover time in a §9-wide tooltip', () => {
    const { container } = renderSkin(
      fakePlayer({ source: { kind: 'content', contentId: 1 }, duration: 600 }),
    );
    const progress = container.querySelector('.onair-skin__progress')!;
    mockRect(progress, 500);
    act(() => fireEvent.pointerMove(progress, { clientX: 250 }));
    const tip = container.querySelector<HTMLElement>('.onair-skin__tooltip')!;
    expect(tip.textContent).toBe('5:00');
    expect(tip.style.width).toBe('122.5px');
    act(() => fireEvent.pointerLeave(progress));
    expect(container.querySelector('.onair-skin__tooltip')).toBeNull();
  });
});

describe('TV progress bar', () => {
  it('spans the programme, says the time of day and clamps seeks to the playable range', () => {
    const seekTimeline = vi.fn();
    const player = fakePlayer(
      { source: { kind: 'archive', channelId: 1 }, timeline: timeline() },
      { seekTimeline },
    );
    renderSkin(player);
    const slider = screen.getByRole('slider', { name: 'Playback position' });
    expect(slider.getAttribute('min')).toBe(String(start));
    expect(slider.getAttribute('max')).toBe(String(start + 3600));
    expect(slider.getAttribute('aria-valuetext')).toBe(formatTimeOfDay(start + 900));
    expect(screen.getByText('News')).toBeTruthy();
    act(() => fireEvent.change(slider, { target: { value: String(start + 3000) } }));
    act(() => fireEvent.change(slider, { target: { value: String(start) } }));
    expect(seekTimeline.mock.calls).toEqual([[start + 1800], [start + 600]]);
  });

  it('falls back to a media seek by the wall-clock difference without a timeline command', () => {
    const player = fakePlayer({
      source: { kind: 'archive', channelId: 1 },
      currentTime: 100,
      timeline: timeline(),
    });
    renderSkin(player);
    act(() =>
      fireEvent.change(screen.getByRole('slider', { name: 'Playback position' }), {
        target: { value: String(start + 1000) },
      }),
    );
    expect(player.calls).toEqual(['seek 200']);
  });

  it('goes to live, and is disabled where the archive does not allow scrubbing', () => {
    const goToLive = vi.fn();
    const player = fakePlayer({ source: { kind: 'live', channelId: 1 }, timeline: timeline() }, { goToLive });
    renderSkin(player);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Go to live' })));
    expect(goToLive).toHaveBeenCalled();
    act(() => player.setState({ timeline: timeline({ canScrub: false, goToLiveOffered: false }) }));
    expect((screen.getByRole('slider', { name: 'Playback position' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Go to live' })).toBeNull();
  });

  it('hovers with the timeline thumbnail, tells the timeline where, and sizes the tooltip for fullscreen-less desktop', () => {
    const hoverTimeline = vi.fn();
    const thumbnail = { url: 'https://cdn/sprite.jpg', time: 10, rect: { x: 160, y: 90, w: 160, h: 90 } };
    const player = fakePlayer(
      {
        source: { kind: 'archive', channelId: 1 },
        timeline: timeline({ hover: { timeSec: start + 1200, percent: 33, thumbnail } }),
      },
      { hoverTimeline },
    );
    const { container } = renderSkin(player);
    const progress = container.querySelector('.onair-skin__progress')!;
    mockRect(progress, 1000);
    act(() => fireEvent.pointerMove(progress, { clientX: 900 }));
    expect(hoverTimeline).toHaveBeenLastCalledWith(0.9);
    const tip = container.querySelector<HTMLElement>('.onair-skin__tooltip')!;
    // 0.9 of the programme is past the live edge: the tooltip clamps to what can play.
    expect(tip.textContent).toBe(formatTimeOfDay(start + 1800));
    expect(tip.innerHTML).toContain('sprite.jpg');
    act(() => fireEvent.pointerLeave(progress));
    expect(hoverTimeline).toHaveBeenLastCalledWith(null);
  });
});
