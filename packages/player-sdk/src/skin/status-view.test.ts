import { describe, expect, it } from 'vitest';
import { adBreak } from '../../test/skin-states';
import { playerError } from '../errors/catalogue';
import { initialState } from '../player/initial-state';
import type { SkinState } from './skin-state';
import { statusView } from './status-view';

const state = (patch: Partial<SkinState>): SkinState => ({
  ...initialState(1, false),
  source: { kind: 'content', contentId: 7 },
  ...patch,
});
const ui = { viewerPaused: false, flash: null, pipPanel: false };

describe('statusView', () => {
  it('puts the §8 panels first, then picture-in-picture, the spinners, the big play button and the flash', () => {
    const error = playerError('network.manifest_load', true);
    expect(
      statusView(state({ error, errorMessageKey: 'error_video_download', loading: true }), ui).centre,
    ).toEqual({
      kind: 'error',
      key: 'error_video_download',
    });
    expect(statusView(state({ hardError: true, codecError: true }), ui).centre).toEqual({
      kind: 'error',
      key: 'error_video_hard',
    });
    // The panel follows the controller's pipPanel (held 400 ms past the window), not the state's flag.
    expect(statusView(state({ loading: true }), { ...ui, pipPanel: true }).centre).toEqual({ kind: 'pip' });
    expect(statusView(state({ waiting: true }), ui).centre).toEqual({ kind: 'spinner', label: 'waiting' });
    expect(statusView(state({ paused: true, playing: false }), ui).centre).toEqual({ kind: 'big-play' });
    expect(statusView(state({ playing: true, paused: false }), { ...ui, flash: 'play' }).centre).toEqual({
      kind: 'flash',
      icon: 'play',
    });
  });

  it('shows no film spinner or big play button over an ad that is playing', () => {
    const ad = adBreak();
    expect(statusView(state({ ad, waiting: true }), ui).centre).toBeNull();
    expect(statusView(state({ ad, loading: true, paused: true }), ui).centre).toBeNull();
    // An ad still loading its media: the spinner says so.
    expect(statusView(state({ ad: { ...ad, playing: false }, loading: true }), ui).centre).toEqual({
      kind: 'spinner',
      label: 'status_loading',
    });
  });

  it('tips unmute while playing muted, except over an error panel', () => {
    expect(statusView(state({ playing: true, muted: true }), ui).unmuteTip).toBe(true);
    const error = playerError('network.manifest_load', true);
    expect(
      statusView(state({ playing: true, muted: true, error, errorMessageKey: 'error_video_download' }), ui)
        .unmuteTip,
    ).toBe(false);
  });
});
