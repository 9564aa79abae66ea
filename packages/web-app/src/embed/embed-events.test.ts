import type { PlayerState } from '@onair/player-sdk';
import { describe, expect, it } from 'vitest';
import { createEventTracker, toEmbedState } from './embed-events';

function state(over: Partial<PlayerState> & Record<string, unknown> = {}): PlayerState {
  return {
    loading: false,
    playing: false,
    paused: true,
    waiting: false,
    ended: false,
    error: null,
    errorMessageKey: null,
    codecError: false,
    videoError: false,
    hardError: false,
    currentTime: 0,
    duration: 60,
    live: false,
    volume: 1,
    muted: true,
    ...over,
  } as PlayerState;
}

const playing = (currentTime: number, over: Record<string, unknown> = {}) =>
  state({ playing: true, paused: false, currentTime, ...over });

describe('createEventTracker', () => {
  it('emits play, throttled timeupdates, pause and ended once per transition', () => {
    const tracker = createEventTracker(250);
    const names = (s: PlayerState, now: number) => tracker.next(s, now).map(([name]) => name);
    expect(names(state(), 0)).toEqual([]);
    expect(names(playing(0.1), 10)).toEqual(['play', 'timeupdate']);
    expect(names(playing(0.2), 100)).toEqual([]);
    expect(names(playing(0.4), 260)).toEqual(['timeupdate']);
    expect(names(playing(0.4), 600)).toEqual([]);
    expect(names(state({ currentTime: 0.5 }), 700)).toEqual(['pause']);
    expect(names(state({ currentTime: 0.5 }), 800)).toEqual([]);
    expect(names(playing(0.6), 900)).toEqual(['play', 'timeupdate']);
    expect(names(state({ currentTime: 60, ended: true }), 1000)).toEqual(['ended']);
    expect(names(state({ currentTime: 60, ended: true }), 1100)).toEqual([]);
  });

  it('says play when playback really resumes, not when the pause flag drops, and not again after a stall', () => {
    const tracker = createEventTracker(250);
    const names = (s: PlayerState, now: number) => tracker.next(s, now).map(([name]) => name);
    names(playing(1), 0);
    expect(names(state({ currentTime: 1 }), 10)).toEqual(['pause']);
    // play() was called: not paused any more, but still waiting for data.
    expect(names(state({ paused: false, waiting: true, currentTime: 1 }), 20)).toEqual([]);
    expect(names(playing(1.1), 300)).toEqual(['play', 'timeupdate']);
    expect(names(state({ paused: false, waiting: true, currentTime: 1.2 }), 600)).toEqual([]);
    expect(names(playing(1.3), 900)).toEqual(['timeupdate']);
  });

  it('reports ad breaks and only the errors a viewer sees', () => {
    const tracker = createEventTracker(250);
    const ad = { kind: 'linear' };
    expect(tracker.next(playing(0, { ad }), 0).map(([n]) => n)).toEqual(['adstart', 'play', 'timeupdate']);
    expect(tracker.next(playing(0, { ad: null }), 10).map(([n]) => n)).toEqual(['adend']);
    const transient = { code: 'network.fragment_load', message: 'fragment 404', fatal: false };
    expect(tracker.next(playing(0, { error: transient }), 20)).toEqual([]);
    const shown = tracker.next(playing(0, { error: transient, errorMessageKey: 'error_video_download' }), 30);
    expect(shown).toEqual([['error', { code: 'network.fragment_load', message: 'fragment 404' }]]);
  });

  it('starts over after reset, so a new source plays again', () => {
    const tracker = createEventTracker(250);
    tracker.next(playing(1), 0);
    tracker.reset();
    expect(tracker.next(playing(0), 1).map(([n]) => n)).toEqual(['play', 'timeupdate']);
  });
});

describe('toEmbedState', () => {
  it('copies the plain fields and the timeline’s wall clock', () => {
    expect(
      toEmbedState(
        playing(5, { duration: Number.POSITIVE_INFINITY, live: true, timeline: { positionMs: 42 } }),
      ),
    ).toEqual({
      paused: false,
      currentTime: 5,
      duration: 0,
      volume: 1,
      muted: true,
      live: true,
      ended: false,
      wallClockMs: 42,
      adPlaying: false,
      error: null,
    });
  });
});
