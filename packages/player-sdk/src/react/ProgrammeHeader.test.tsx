import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlayer } from '../../test/fake-player';
import { renderSkin } from '../../test/render-skin';
import { dayLabel, formatTimeOfDay } from '../skin/format';
import type { TimelineState } from '../timeline/timeline-state';
import type { TvProgress } from '../timeline/tv-progress';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

// Noon local time, so "yesterday" is a whole calendar day back in any zone the tests run in.
const noon = new Date(2026, 10, 23, 12, 0, 0).getTime() / 1000;
const start = noon - 1800;
const bar: TvProgress = {
  programmeStart: start,
  programmeEnd: start + 3600,
  liveEdge: noon,
  playable: { start, end: noon },
  position: start + 5,
  positionPercent: 0,
  liveEdgePercent: 50,
  playableStartPercent: 0,
  playableEndPercent: 50,
  canScrub: true,
  goToLiveOffered: false,
  hover: null,
};
const summary = (title: string, from: number) => ({
  id: title,
  title,
  start: from,
  end: from + 3600,
  isCatchupAvailable: true,
  ended: true,
});
const timeline = (programmeStep: Partial<TimelineState['programmeStep']> = {}) =>
  ({
    isLive: true,
    isArchive: false,
    programme: { ...summary('Midday News', start), ended: false },
    bar,
    programmeStep: { pending: null, canStepBack: true, canStepForward: false, ...programmeStep },
    warnings: [],
  }) as unknown as TimelineState;

describe('dayLabel', () => {
  it.each([
    [noon - 3600, null],
    [noon - 86_400, 'Yesterday'],
    [
      noon - 2 * 86_400,
      new Date((noon - 2 * 86_400) * 1000).toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit' }),
    ],
  ])('%d → %s', (at, want) => {
    expect(dayLabel(at, noon * 1000, 'Yesterday')).toBe(want);
  });
});

describe('TV bar programme steps', () => {
  it('steps a programme back with ‹ and Page Down, and carries ← at the start into the previous one', () => {
    const stepProgramme = vi.fn();
    const seekTimeline = vi.fn();
    renderSkin(
      fakePlayer(
        { source: { kind: 'live', channelId: 1 }, timeline: timeline() },
        { stepProgramme, seekTimeline },
      ),
    );
    expect(screen.getByRole('button', { name: 'Next programme' }).hasAttribute('disabled')).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Previous programme' })));
    const slider = screen.getByRole('slider', { name: 'Playback position' });
    expect(slider.getAttribute('aria-keyshortcuts')).toBe('PageUp PageDown');
    act(() => fireEvent.keyDown(slider, { key: 'PageDown' }));
    act(() => fireEvent.keyDown(slider, { key: 'ArrowLeft' }));
    expect(stepProgramme.mock.calls).toEqual([[-1], [-1, 'start'], [-1, 'end']]);
    expect(seekTimeline).not.toHaveBeenCalled();
  });

  it('names the programme the stacked steps will open, with its day', () => {
    const pending = { ...summary('Late Film', noon - 86_400), live: false };
    renderSkin(
      fakePlayer(
        { source: { kind: 'live', channelId: 1 }, timeline: timeline({ pending }) },
        { stepProgramme: vi.fn() },
      ),
    );
    const header = document.querySelector('.onair-skin__programme') as HTMLElement;
    expect(header.textContent).toContain('Late Film');
    expect(header.textContent).toContain(`Yesterday ${formatTimeOfDay(noon - 86_400)}`);
    expect(header.textContent).not.toContain('Midday News');
  });

  it('offers no step buttons to a player without the command', () => {
    renderSkin(fakePlayer({ source: { kind: 'live', channelId: 1 }, timeline: timeline() }));
    expect(screen.queryByRole('button', { name: 'Previous programme' })).toBeNull();
    expect(screen.getByText('Midday News')).toBeTruthy();
  });
});
