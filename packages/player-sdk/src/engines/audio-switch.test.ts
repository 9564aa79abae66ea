import { HLS_AUDIO_SWITCH_DELAY_MS } from '../timings';
import { delayedAudioSwitch } from './audio-switch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the hls.js audio switch (001 §9: 30 ms)', () => {
  it('applies a choice 30 ms later, and only the last of quick choices', () => {
    const apply = vi.fn();
    const audio = delayedAudioSwitch(apply);
    audio.select('1');
    vi.advanceTimersByTime(HLS_AUDIO_SWITCH_DELAY_MS - 1);
    audio.select('2');
    vi.advanceTimersByTime(HLS_AUDIO_SWITCH_DELAY_MS - 1);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply.mock.calls).toEqual([['2']]);
  });

  it('drops a pending switch when the engine goes away', () => {
    const apply = vi.fn();
    const audio = delayedAudioSwitch(apply);
    audio.select('1');
    audio.cancel();
    vi.advanceTimersByTime(1000);
    expect(apply).not.toHaveBeenCalled();
  });
});
