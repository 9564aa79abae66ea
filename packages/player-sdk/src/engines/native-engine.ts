/**
 * Native engine: the element plays the URL itself (Safari/iOS HLS without MSE, plain MP4). Levels are the
 * browser's business; audio and text tracks come from the element's own track lists where the browser has them,
 * read again on the §9 schedule because such browsers fill them late (tracks/track-polling.ts).
 */
import { fromMediaElementError } from '../errors/catalogue';
import { holdSubtitlesOff, pollTracks } from '../tracks/track-polling';
import type { AudioTrack, SubtitleTrack } from '../tracks/tracks';
import type { Engine, EngineContext } from './engine';

interface NativeAudioTrack {
  id: string;
  language: string;
  label: string;
  enabled: boolean;
}
interface NativeAudioTrackList extends EventTarget {
  readonly length: number;
  [index: number]: NativeAudioTrack;
}

export function createNativeEngine(context: EngineContext): Engine {
  let video: HTMLVideoElement | null = null;
  let signal: AbortSignal | null = null;
  let destroyed = false;
  let releaseSubtitlesOff: (() => void) | null = null;
  const live = () => !destroyed && signal !== null && !signal.aborted;

  const audioList = (): NativeAudioTrack[] => {
    const list = (video as (HTMLVideoElement & { audioTracks?: NativeAudioTrackList }) | null)?.audioTracks;
    return list ? Array.from({ length: list.length }, (_, i) => list[i]).filter((t) => t !== undefined) : [];
  };
  const textList = (): TextTrack[] =>
    video ? Array.from(video.textTracks).filter((t) => t.kind === 'subtitles' || t.kind === 'captions') : [];

  return {
    name: 'native',
    attach(element, attachSignal) {
      video = element;
      signal = attachSignal;
      const opts = { signal: attachSignal };
      element.addEventListener(
        'error',
        () => live() && context.callbacks.error(fromMediaElementError(element.error)),
        opts,
      );
      element.addEventListener(
        'loadedmetadata',
        () => {
          if (!live()) return;
          context.callbacks.tracksChanged();
          pollTracks({
            read: () => ({ audio: audioList().length, text: textList().length }),
            changed: () => live() && context.callbacks.tracksChanged(),
            signal: attachSignal,
          });
        },
        opts,
      );
      element.textTracks.addEventListener?.(
        'addtrack',
        () => live() && context.callbacks.tracksChanged(),
        opts,
      );
      attachSignal.addEventListener('abort', () => void this.destroy(), { once: true });
    },
    async load(plan, startPosition) {
      if (!video || !live()) throw new Error('native engine: attach() before load()');
      const element = video;
      if (startPosition !== undefined) {
        element.addEventListener('loadedmetadata', () => (element.currentTime = startPosition), {
          once: true,
          signal: signal ?? undefined,
        });
      }
      element.src = plan.url;
      element.load();
    },
    levels: () => [],
    currentLevel: () => null,
    setLevel() {
      // The browser picks renditions itself for native HLS; there is nothing to select.
    },
    audioTracks: (): AudioTrack[] =>
      audioList().map((t, i) => ({
        id: t.id || String(i),
        language: t.language,
        name: t.label,
        enabled: t.enabled,
      })),
    selectAudioTrack(id) {
      audioList().forEach((t, i) => {
        t.enabled = (t.id || String(i)) === id;
      });
    },
    subtitleTracks: (): SubtitleTrack[] =>
      textList().map((t, i) => ({
        id: t.id || String(i),
        language: t.language,
        name: t.label,
        enabled: t.mode === 'showing',
      })),
    selectSubtitleTrack(id) {
      releaseSubtitlesOff?.();
      releaseSubtitlesOff = null;
      const apply = () =>
        textList().forEach((t, i) => {
          t.mode = (t.id || String(i)) === id ? 'showing' : 'disabled';
        });
      if (id === null) releaseSubtitlesOff = holdSubtitlesOff(apply);
      else apply();
    },
    recoverMediaError() {
      if (!video) return;
      const at = video.currentTime;
      video.load();
      video.currentTime = at;
    },
    restartLoad() {
      this.recoverMediaError();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      releaseSubtitlesOff?.();
      try {
        video?.removeAttribute('src');
        video?.load();
      } catch {
        // jsdom and some browsers throw on load() of an empty element; nothing is left to release.
      }
      video = null;
    },
  };
}
