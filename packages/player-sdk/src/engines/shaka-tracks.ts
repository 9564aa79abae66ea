/**
 * Why: the qualities, audio tracks and subtitles of a shaka player in the SDK's shapes, apart from the engine's
 * loading and teardown. A quality is a video stream (shaka's variants pair each with every audio); the highest
 * bitrate of each is its figure.
 */
import type shakaNs from 'shaka-player/dist/shaka-player.compiled.js';
import type { AudioTrack, QualityLevel, SubtitleTrack } from '../tracks/tracks';
import type { Engine } from './engine';

type TrackMethods = Pick<
  Engine,
  | 'levels'
  | 'currentLevel'
  | 'setLevel'
  | 'audioTracks'
  | 'selectAudioTrack'
  | 'subtitleTracks'
  | 'selectSubtitleTrack'
>;

export function shakaTracks(current: () => shakaNs.Player | null): TrackMethods {
  function activeVariant(): shakaNs.extern.Track | undefined {
    return current()
      ?.getVariantTracks()
      .find((t) => t.active);
  }

  function currentVideoId(): number | null {
    return activeVariant()?.videoId ?? null;
  }

  return {
    levels(): QualityLevel[] {
      const byVideo = new Map<number, QualityLevel>();
      for (const track of current()?.getVariantTracks() ?? []) {
        if (track.videoId === null || track.height === null) continue;
        const known = byVideo.get(track.videoId);
        const bitrate = track.videoBandwidth ?? track.bandwidth;
        if (!known || known.bitrate < bitrate) {
          byVideo.set(track.videoId, {
            id: track.videoId,
            height: track.height,
            ...(track.width !== null ? { width: track.width } : {}),
            bitrate,
          });
        }
      }
      return [...byVideo.values()].sort((a, b) => a.height - b.height);
    },
    currentLevel: () => currentVideoId(),
    setLevel(level) {
      const player = current();
      if (!player) return;
      if (level === 'auto') {
        player.configure({ abr: { enabled: true } });
        return;
      }
      const variants = player.getVariantTracks().filter((t) => t.videoId === level);
      const target = variants.find((t) => t.audioId === activeVariant()?.audioId) ?? variants[0];
      if (!target) return;
      player.configure({ abr: { enabled: false } });
      player.selectVariantTrack(target, true);
    },
    audioTracks: (): AudioTrack[] =>
      (current()?.getAudioTracks() ?? []).map((track, index) => ({
        id: String(index),
        language: known(track.language),
        name: track.label ?? track.language,
        enabled: track.active,
      })),
    selectAudioTrack(id) {
      const track = current()?.getAudioTracks()[Number(id)];
      if (track) current()?.selectAudioTrack(track);
    },
    subtitleTracks: (): SubtitleTrack[] =>
      (current()?.getTextTracks() ?? []).map((track) => ({
        id: String(track.id),
        language: known(track.language),
        name: track.label ?? track.language,
        enabled: track.active,
      })),
    selectSubtitleTrack(id) {
      const player = current();
      if (!player) return;
      // shaka 5 shows the selected text track; null unloads it.
      const track = id === null ? null : player.getTextTracks().find((t) => String(t.id) === id);
      if (track !== undefined) player.selectTextTrack(track);
    },
  };
}

/** shaka reports a track without a language as 'und'; §5 drops such subtitles, so keep it empty. */
function known(language: string): string {
  return language === 'und' ? '' : language;
}
