/**
 * Why: manifests often list the same audio twice (one rendition per quality group) and subtitle tracks with
 * no language that the viewer cannot pick meaningfully (§5): audio is de-duplicated by name, subtitles without
 * a language are dropped. The enabled flag is never lost: if any duplicate is the playing one, it is kept.
 */
import type { AudioTrack, SubtitleTrack } from './types';

function audioKey(track: AudioTrack): string {
  // A nameless track is told apart by its language, else by its id, so it is not merged into another.
  const name = track.name.trim().toLowerCase();
  if (name) return `name:${name}`;
  const language = track.language.trim().toLowerCase();
  return language ? `lang:${language}` : `id:${track.id}`;
}

export function dedupeAudioTracks(tracks: readonly AudioTrack[]): AudioTrack[] {
  const byKey = new Map<string, AudioTrack>();
  for (const track of tracks) {
    const key = audioKey(track);
    const seen = byKey.get(key);
    if (!seen || (!seen.enabled && track.enabled)) byKey.set(key, track);
  }
  // Map keeps first-insertion order, so the list order follows the manifest.
  return [...byKey.values()];
}

export function usableSubtitleTracks(tracks: readonly SubtitleTrack[]): SubtitleTrack[] {
  return tracks.filter((track) => track.language.trim() !== '');
}
