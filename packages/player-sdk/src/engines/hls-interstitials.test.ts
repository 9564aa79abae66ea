import { Events, type InterstitialEvent } from 'hls.js';
import { describe, expect, it } from 'vitest';
import type { InterstitialState } from '../types/interstitial';
import { type InterstitialSource, watchInterstitials } from './hls-interstitials';

function emitter() {
  const listeners = new Map<string, (e: unknown, data?: unknown) => void>();
  const source = {
    on(event: string, listener: (e: unknown, data?: unknown) => void) {
      listeners.set(event, listener);
    },
  } as unknown as InterstitialSource;
  const emit = (event: string, data?: unknown) => listeners.get(event)?.(event, data);
  return { source, emit };
}

const event = {
  identifier: 'ad1',
  duration: 3,
  assetList: [{}, {}],
  restrictions: { skip: true, jump: false },
} as unknown as InterstitialEvent;

describe('watchInterstitials', () => {
  it('reports the break and each asset, then null when the primary content resumes', () => {
    const { source, emit } = emitter();
    const seen: Array<InterstitialState | null> = [];
    watchInterstitials(source, (state) => seen.push(state));
    emit(Events.INTERSTITIAL_STARTED, { event });
    emit(Events.INTERSTITIAL_ASSET_STARTED, { event, assetListIndex: 1 });
    emit(Events.INTERSTITIAL_ENDED);
    emit(Events.INTERSTITIALS_PRIMARY_RESUMED);
    expect(seen).toEqual([
      { id: 'ad1', asset: 1, assets: 2, durationSec: 3, restrictSkip: true, restrictJump: false },
      { id: 'ad1', asset: 2, assets: 2, durationSec: 3, restrictSkip: true, restrictJump: false },
      null,
      null,
    ]);
  });

  it('a break whose asset list is not loaded yet counts the asset playing; an unknown duration is 0', () => {
    const { source, emit } = emitter();
    const seen: Array<InterstitialState | null> = [];
    watchInterstitials(source, (state) => seen.push(state));
    emit(Events.INTERSTITIAL_ASSET_STARTED, {
      event: { ...event, duration: Number.NaN, assetList: [] },
      assetListIndex: 0,
    });
    expect(seen[0]).toMatchObject({ asset: 1, assets: 1, durationSec: 0 });
  });
});
