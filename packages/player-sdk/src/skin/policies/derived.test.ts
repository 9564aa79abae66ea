import { describe, expect, it } from 'vitest';
import { initialState } from '../../player/initial-state';
import { INITIAL_TIMELINE_STATE } from '../../timeline/timeline-state';
import type { SkinState } from '../skin-state';
import { canSkip, showPlayButton, showUnmuteTip, tooltipLeft, tooltipWidth } from './derived';

const base = (patch: Partial<SkinState>): SkinState => ({ ...initialState(1, false), ...patch });
const loaded = { kind: 'content' as const, contentId: 1 };

describe('derived skin facts', () => {
  it('shows the play button when a loaded source sits paused without the viewer pausing', () => {
    const refused = base({ source: loaded, loading: false, paused: true, playing: false });
    expect(showPlayButton(refused, false)).toBe(true);
    expect(showPlayButton(refused, true)).toBe(false);
    expect(showPlayButton(base({ source: loaded, loading: true, paused: true }), false)).toBe(false);
    expect(showPlayButton(base({ source: loaded, paused: false, playing: true }), false)).toBe(false);
    expect(showPlayButton({ ...refused, showPlayButton: false }, false)).toBe(false);
    expect(showPlayButton(base({ source: null, showPlayButton: true }), true)).toBe(true);
  });
  it('tips unmute while playing muted', () => {
    expect(showUnmuteTip(base({ playing: true, muted: true }))).toBe(true);
    expect(showUnmuteTip(base({ playing: true, muted: false }))).toBe(false);
  });
  it('offers skip in archive and VOD, and on live only into an archive', () => {
    const live = { kind: 'live' as const, channelId: 1 };
    expect(canSkip(base({ source: loaded }))).toBe(true);
    expect(canSkip(base({ source: { kind: 'archive', channelId: 1 } }))).toBe(true);
    expect(canSkip(base({ source: live }))).toBe(false);
    expect(canSkip(base({ source: live, timeline: { ...INITIAL_TIMELINE_STATE, isLive: true } }))).toBe(
      false,
    );
    expect(
      canSkip(base({ source: live, timeline: { ...INITIAL_TIMELINE_STATE, isLive: true, canSkip: true } })),
    ).toBe(true);
    expect(canSkip(base({ source: null }))).toBe(false);
  });
  it('offers no skip inside an HLS interstitial, restricted or not (its own skip button leaves it)', () => {
    const interstitial = {
      id: 'ad1',
      asset: 1,
      assets: 1,
      durationSec: 3,
      remainingSec: 3,
      restrictSkip: false,
      restrictJump: false,
    };
    expect(canSkip(base({ source: loaded, interstitial }))).toBe(false);
    expect(canSkip(base({ source: loaded, interstitial: null }))).toBe(true);
  });
  it('offers no skip while a VAST roll plays over the film, and again once the roll is over', () => {
    const roll = {
      roll: 'pre_roll' as const,
      active: true,
      playing: true,
      paused: false,
      adIndex: 1,
      adCount: 1,
      adId: 'a',
      currentTime: 3,
      duration: 15,
      remaining: 12,
      skippableIn: 2,
      clickThroughUrl: undefined,
    };
    expect(canSkip(base({ source: loaded, ad: roll }))).toBe(false);
    expect(canSkip(base({ source: loaded, ad: { ...roll, active: false } }))).toBe(true);
    expect(canSkip(base({ source: loaded, ad: null }))).toBe(true);
  });
  it('sizes the tooltip per §9 and keeps it inside the bar', () => {
    expect(tooltipWidth(true, true)).toBe(147);
    expect(tooltipWidth(false, true)).toBe(98);
    expect(tooltipWidth(false, false)).toBe(122.5);
    expect(tooltipLeft(0, 500, 100)).toBe(0);
    expect(tooltipLeft(0.5, 500, 100)).toBe(200);
    expect(tooltipLeft(1, 500, 100)).toBe(400);
  });
});
