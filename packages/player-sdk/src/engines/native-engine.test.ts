import { AUDIO_TRACK_POLL, SUBTITLE_DISABLE_INTERVAL_MS } from '../timings';
import type { EngineCallbacks } from './engine';
import { createNativeEngine } from './native-engine';

/** A <video> whose track lists the test fills, as Safari fills them some time after the metadata. */
function videoWithTracks() {
  const video = document.createElement('video');
  const audio: { id: string; language: string; label: string; enabled: boolean }[] = [];
  const text = Object.assign(new EventTarget(), {
    list: [] as { id: string; language: string; label: string; kind: string; mode: string }[],
  });
  Object.defineProperty(video, 'audioTracks', {
    get: () => Object.assign(new EventTarget(), { ...audio }, { length: audio.length }),
  });
  Object.defineProperty(video, 'textTracks', {
    get: () =>
      Object.assign(
        text,
        { ...text.list },
        {
          length: text.list.length,
          [Symbol.iterator]: () => text.list[Symbol.iterator](),
        },
      ),
  });
  return { video, audio, text: text.list };
}

function engineOn(video: HTMLVideoElement) {
  const callbacks: EngineCallbacks = { error: vi.fn(), tracksChanged: vi.fn(), levelSwitched: vi.fn() };
  const engine = createNativeEngine({ callbacks, fetch: globalThis.fetch });
  const controller = new AbortController();
  engine.attach(video, controller.signal);
  return { engine, callbacks, controller };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the native engine’s late track lists (001 §9 polling)', () => {
  it('reports audio tracks the browser adds after the metadata, without an event', async () => {
    const { video, audio } = videoWithTracks();
    const { engine, callbacks } = engineOn(video);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(callbacks.tracksChanged).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AUDIO_TRACK_POLL.initialDelayMs + 5 * AUDIO_TRACK_POLL.intervalMs);
    audio.push({ id: 'a1', language: 'ru', label: 'Русский', enabled: true });
    await vi.advanceTimersByTimeAsync(AUDIO_TRACK_POLL.intervalMs);
    expect(callbacks.tracksChanged).toHaveBeenCalledTimes(2);
    expect(engine.audioTracks()).toEqual([{ id: 'a1', language: 'ru', name: 'Русский', enabled: true }]);
    await engine.destroy();
  });

  it('keeps subtitles off for 2 s while the browser turns a default track back on', async () => {
    const { video, text } = videoWithTracks();
    const { engine } = engineOn(video);
    const track = { id: 't1', language: 'en', label: 'English', kind: 'subtitles', mode: 'showing' };
    text.push(track);
    engine.selectSubtitleTrack(null);
    expect(track.mode).toBe('disabled');
    track.mode = 'showing';
    await vi.advanceTimersByTimeAsync(100);
    expect(track.mode).toBe('disabled');
    await vi.advanceTimersByTimeAsync(SUBTITLE_DISABLE_INTERVAL_MS);
    track.mode = 'showing';
    await vi.advanceTimersByTimeAsync(1000);
    expect(track.mode).toBe('showing');
    await engine.destroy();
  });

  it('lets a new choice end the hold at once', async () => {
    const { video, text } = videoWithTracks();
    const { engine } = engineOn(video);
    const track = { id: 't1', language: 'en', label: 'English', kind: 'subtitles', mode: 'showing' };
    text.push(track);
    engine.selectSubtitleTrack(null);
    engine.selectSubtitleTrack('t1');
    await vi.advanceTimersByTimeAsync(500);
    expect(track.mode).toBe('showing');
    await engine.destroy();
  });
});
