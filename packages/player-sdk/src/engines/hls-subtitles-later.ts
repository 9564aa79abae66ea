/**
 * Why: a playlist whose only need beyond hls.js's light build is subtitles nobody has turned on plays on the
 * light build (hls-build.ts), ≈ 60 KB gzip lighter. Its subtitles are still the viewer's to pick: they are
 * listed from the playlist as the full build would list them, and picking one moves the playback to the full
 * build (hls-engine.ts, through hls.js's transferMedia: the MediaSource and what is buffered carry over), which
 * then shows the one picked.
 */
import type { M3U8Parser } from 'hls.js';
import type { SubtitleTrack } from '../tracks/tracks';

type Parser = Pick<typeof M3U8Parser, 'parseMasterPlaylist' | 'parseMasterPlaylistMedia'>;

/**
 * The subtitle renditions of the first variant's group, numbered as the full build numbers the tracks it offers
 * (their place in that group), all off. Empty for a playlist without any, or one hls.js cannot parse.
 */
export function playlistSubtitles(parser: Parser, text: string, url: string): SubtitleTrack[] {
  try {
    const parsed = parser.parseMasterPlaylist(text, url);
    const group = parsed.levels[0]?.attrs.SUBTITLES;
    const all = parser.parseMasterPlaylistMedia(text, url, parsed).SUBTITLES ?? [];
    return all
      .filter((track) => group === undefined || track.groupId === group)
      .map((track, index) => ({
        id: String(index),
        language: track.lang ?? '',
        name: track.name,
        enabled: false,
      }));
  } catch {
    return [];
  }
}
