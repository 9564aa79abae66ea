/**
 * Why: commands validate input (volume 0–1 on the 0.05 grid, rates 0.25–2, §5), remember what the viewer chose
 * (volume, mute, per-channel languages) and go through the engine of the current load only.
 */
import type { Emitter } from 'mitt';
import { VOLUME_STEP } from '../constants';
import type { RecoveryWiring } from '../recovery/recovery-wiring';
import type { PlayerPreferences } from '../storage/preferences';
import { clampVolume, nearestPlaybackRate } from '../tracks/tracks';
import type { PlayerEvents, PlayerState } from '../types/player';
import { toggleFullscreen, togglePip } from './screen-modes';
import type { Session } from './session';

export interface CommandDeps {
  video: HTMLVideoElement;
  wrapper: HTMLElement;
  session: Session;
  recovery: RecoveryWiring;
  prefs: PlayerPreferences;
  get: () => PlayerState;
  set: (patch: Partial<PlayerState>) => void;
  emitter: Emitter<PlayerEvents>;
}

export function createCommands(deps: CommandDeps) {
  const { video, session, prefs, get, set, emitter } = deps;

  return {
    async play(): Promise<void> {
      // After two or more errors a play request reloads the programme instead (§4).
      if (deps.recovery.playRequested()) return;
      await video.play();
    },
    pause() {
      video.pause();
    },
    seek(seconds: number) {
      if (!Number.isFinite(seconds))
        throw new RangeError(`seek needs a finite number of seconds, got ${seconds}`);
      const duration = video.duration;
      const upper = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
      video.currentTime = Math.min(Math.max(0, seconds), upper);
    },
    setVolume(volume: number) {
      const value = Math.round(clampVolume(volume) / VOLUME_STEP) * VOLUME_STEP;
      const rounded = Math.round(value * 100) / 100;
      video.volume = rounded;
      if (rounded > 0 && video.muted) video.muted = false;
      prefs.setVolume(rounded);
      prefs.setMuted(video.muted);
      set({ volume: rounded, muted: video.muted });
    },
    toggleMute() {
      video.muted = !video.muted;
      prefs.setMuted(video.muted);
      set({ muted: video.muted });
    },
    setRate(rate: number) {
      const value = nearestPlaybackRate(rate);
      video.playbackRate = value;
      set({ rate: value });
    },
    setQuality(level: number | 'auto') {
      const state = get();
      if (level !== 'auto' && !state.qualityLevels.some((l) => l.id === level)) {
        throw new RangeError(`quality level ${String(level)} is not offered`);
      }
      session.engine()?.setLevel(level);
      set({ quality: level });
      const after = get();
      emitter.emit('qualitychange', {
        levels: after.qualityLevels,
        quality: level,
        activeLevel: after.activeLevel,
      });
    },
    setAudioLanguage(language: string) {
      const engine = session.engine();
      const track = engine?.audioTracks().find((t) => t.language === language);
      if (!engine || !track) return;
      engine.selectAudioTrack(track.id);
      const channelId = session.source()?.channelId;
      if (channelId !== undefined) prefs.setAudioLanguage(channelId, language);
      const audioTracks = get().audioTracks.map((t) => ({ ...t, enabled: t.language === language }));
      set({ audioTracks });
      emitter.emit('trackschange', { audio: audioTracks, subtitles: get().subtitleTracks });
    },
    setSubtitleLanguage(language: string | null) {
      const engine = session.engine();
      if (!engine) return;
      const track = language === null ? null : engine.subtitleTracks().find((t) => t.language === language);
      if (track === undefined) return;
      engine.selectSubtitleTrack(track?.id ?? null);
      const channelId = session.source()?.channelId;
      if (channelId !== undefined) prefs.setSubtitleLanguage(channelId, language);
      const subtitleTracks = get().subtitleTracks.map((t) => ({ ...t, enabled: t.language === language }));
      set({ subtitleTracks });
      emitter.emit('trackschange', { audio: get().audioTracks, subtitles: subtitleTracks });
    },
    togglePictureInPicture: () => togglePip(video, session.source()?.vitrina === true),
    toggleFullscreen: () => toggleFullscreen(deps.wrapper, video),
  };
}
