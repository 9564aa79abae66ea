/**
 * Why: the viewer's volume and mute survive reloads (§3 Player state: "stored as a muted flag"), and each
 * channel remembers the audio and subtitle language chosen on it so the next visit sounds the same.
 * Values read back are validated: a corrupted entry yields the default, never NaN.
 */
import type { Id } from '../types/id';
import type { PlayerStorage } from './storage';

const PREFIX = 'onair.player.';

export interface PlayerPreferences {
  volume(): number | null;
  setVolume(volume: number): void;
  muted(): boolean | null;
  setMuted(muted: boolean): void;
  audioLanguage(channelId: Id): string | null;
  setAudioLanguage(channelId: Id, language: string): void;
  /** '' means the viewer turned subtitles off on that channel; null means never chosen. */
  subtitleLanguage(channelId: Id): string | null;
  setSubtitleLanguage(channelId: Id, language: string | null): void;
}

export function createPreferences(storage: PlayerStorage): PlayerPreferences {
  return {
    volume() {
      const raw = storage.get(`${PREFIX}volume`);
      if (raw === null) return null;
      const value = Number(raw);
      return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
    },
    setVolume: (volume) => storage.set(`${PREFIX}volume`, String(volume)),
    muted() {
      const raw = storage.get(`${PREFIX}muted`);
      return raw === 'true' ? true : raw === 'false' ? false : null;
    },
    setMuted: (muted) => storage.set(`${PREFIX}muted`, String(muted)),
    audioLanguage: (channelId) => storage.get(`${PREFIX}channel.${channelId}.audio`) || null,
    setAudioLanguage: (channelId, language) => storage.set(`${PREFIX}channel.${channelId}.audio`, language),
    subtitleLanguage: (channelId) => storage.get(`${PREFIX}channel.${channelId}.subtitle`),
    setSubtitleLanguage: (channelId, language) =>
      storage.set(`${PREFIX}channel.${channelId}.subtitle`, language ?? ''),
  };
}
