/**
 * Why: engines report raw levels and tracks; viewers see the §5 lists (≤1080 px, top 4 + Auto; audio de-duplicated
 * by name; subtitles without a language dropped). The first time a channel's tracks appear, the language the
 * viewer last chose on that channel is applied again.
 */
import type { Emitter } from 'mitt';
import type { Engine } from '../engines/engine';
import type { PlayerPreferences } from '../storage/preferences';
import { dedupeAudioTracks, qualityOptions, usableSubtitleTracks } from '../tracks/tracks';
import type { Id } from '../types/id';
import type { PlayerEvents, PlayerState } from '../types/player';

export interface TracksSync {
  /** Re-read the engine's lists into state; emits trackschange / qualitychange when they changed. */
  refresh(): void;
  levelSwitched(level: number): void;
}

export function createTracksSync(
  engine: Engine,
  channelId: Id | undefined,
  prefs: PlayerPreferences,
  get: () => PlayerState,
  set: (patch: Partial<PlayerState>) => void,
  emitter: Emitter<PlayerEvents>,
): TracksSync {
  let audioRestored = false;
  let subtitlesRestored = false;

  function restoreSaved(): void {
    if (channelId === undefined) return;
    const audio = engine.audioTracks();
    if (!audioRestored && audio.length > 0) {
      audioRestored = true;
      const wanted = prefs.audioLanguage(channelId);
      const match = wanted ? audio.find((t) => t.language === wanted) : undefined;
      if (match && !match.enabled) engine.selectAudioTrack(match.id);
    }
    const subtitles = usableSubtitleTracks(engine.subtitleTracks());
    if (!subtitlesRestored && subtitles.length > 0) {
      subtitlesRestored = true;
      const wanted = prefs.subtitleLanguage(channelId);
      if (wanted === '') engine.selectSubtitleTrack(null);
      else if (wanted) {
        const match = subtitles.find((t) => t.language === wanted);
        if (match && !match.enabled) engine.selectSubtitleTrack(match.id);
      }
    }
  }

  return {
    refresh() {
      restoreSaved();
      const before = get();
      const levels = qualityOptions(engine.levels()).levels;
      const audio = dedupeAudioTracks(engine.audioTracks());
      const subtitles = usableSubtitleTracks(engine.subtitleTracks());
      const patch: Partial<PlayerState> = {};
      if (!sameJson(levels, before.qualityLevels)) patch.qualityLevels = levels;
      if (!sameJson(audio, before.audioTracks)) patch.audioTracks = audio;
      if (!sameJson(subtitles, before.subtitleTracks)) patch.subtitleTracks = subtitles;
      const activeLevel = engine.currentLevel();
      if (activeLevel !== before.activeLevel) patch.activeLevel = activeLevel;
      if (Object.keys(patch).length === 0) return;
      set(patch);
      const after = get();
      if (patch.audioTracks || patch.subtitleTracks) {
        emitter.emit('trackschange', { audio: after.audioTracks, subtitles: after.subtitleTracks });
      }
      if (patch.qualityLevels || 'activeLevel' in patch) {
        emitter.emit('qualitychange', {
          levels: after.qualityLevels,
          quality: after.quality,
          activeLevel: after.activeLevel,
        });
      }
    },
    levelSwitched(level) {
      if (get().activeLevel === level) return;
      set({ activeLevel: level });
      const state = get();
      emitter.emit('qualitychange', {
        levels: state.qualityLevels,
        quality: state.quality,
        activeLevel: level,
      });
    },
  };
}

/** Track lists are small plain objects; comparing their JSON keeps snapshots stable when nothing changed. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
