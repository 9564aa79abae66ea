/**
 * Why: before hls.js has arrived, the player can already fetch what hls.js will ask for first — the start
 * rendition's playlist, its init segment and the segment playback starts in — so those round trips overlap the
 * engine chunk's download instead of following it. These pure rules pick those files from the playlists' text.
 * The engine then starts hls.js on exactly the rendition picked here (hls-engine.ts sets `startLevel`), so a
 * prefetched file is never a guess hls.js may disagree with; anything the rules cannot read with certainty
 * (byte ranges, low-latency parts, EXT-X-START, keys) yields null and hls.js fetches on its own as before.
 */
import { hlsAutoLevelCapping } from './auto-quality-cap';

export interface Variant {
  url: string;
  bandwidth: number;
  /** NaN when the variant declares no RESOLUTION. */
  height: number;
  /** The GROUP-ID of its alternate audio renditions, when it has some. */
  audioGroup?: string;
  /** Its CODECS attribute, when declared. */
  codecs?: string;
}

/** hls.js's first estimate when nothing was measured yet (its `abrEwmaDefaultEstimate`). */
export const HLS_DEFAULT_ESTIMATE_BPS = 500_000;
/** hls.js's `liveSyncDurationCount`: a live stream starts this many target durations behind the edge. */
const LIVE_SYNC_SEGMENTS = 3;
/** hls.js's `maxFragLookUpTolerance`: a position this close to a segment's end belongs to the next one. */
const LOOKUP_TOLERANCE_S = 0.25;

const attribute = (line: string, name: string): string | undefined =>
  new RegExp(`[:,]${name}=("[^"]*"|[^,]*)`).exec(line)?.[1]?.replace(/^"|"$/g, '');

export function variantsOf(master: string, masterUrl: string): Variant[] {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const variants: Variant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((next) => next !== '' && !next.startsWith('#'));
    if (!uri) return;
    const resolution = attribute(line, 'RESOLUTION');
    const audioGroup = attribute(line, 'AUDIO');
    const codecs = attribute(line, 'CODECS');
    variants.push({
      url: new URL(uri, masterUrl).href,
      bandwidth: Number(attribute(line, 'BANDWIDTH')),
      height: resolution ? Number(resolution.split('x')[1]) : Number.NaN,
      ...(audioGroup ? { audioGroup } : {}),
      ...(codecs ? { codecs } : {}),
    });
  });
  return variants;
}

/**
 * The rendition to start on, as hls.js's first choice does it: among the renditions Auto may use (none above the
 * offered list, auto-quality-cap.ts), the highest bitrate the estimate carries; else the lowest. Null when the
 * playlist is not a plain multivariant playlist this rule can read.
 */
export function startVariant(master: string, masterUrl: string, estimateBps: number): Variant | null {
  if (/^#EXT-X-(?:SESSION-KEY|DEFINE|CONTENT-STEERING):/m.test(master)) return null;
  const variants = variantsOf(master, masterUrl).filter(
    (v) => Number.isFinite(v.bandwidth) && v.bandwidth > 0,
  );
  // hls.js orders its levels by bitrate and caps Auto by an index into that order: do the same.
  const byBitrate = [...variants].sort((a, b) => a.bandwidth - b.bandwidth);
  const cap = hlsAutoLevelCapping(byBitrate.map((v) => ({ height: v.height, bitrate: v.bandwidth })));
  const allowed = cap === -1 ? byBitrate : byBitrate.slice(0, cap + 1);
  const fitting = allowed.filter((v) => v.bandwidth <= estimateBps);
  return fitting.at(-1) ?? allowed[0] ?? null;
}

/**
 * The playlist of the audio rendition hls.js starts with for this variant: its group's DEFAULT=YES rendition,
 * else the group's first. Null when the variant's audio is muxed into its own segments (no group, or no URI).
 */
export function startAudio(master: string, masterUrl: string, variant: Variant): string | null {
  if (!variant.audioGroup) return null;
  const renditions = master
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('#EXT-X-MEDIA:') && attribute(line, 'TYPE') === 'AUDIO')
    .filter((line) => attribute(line, 'GROUP-ID') === variant.audioGroup);
  const chosen = renditions.find((line) => attribute(line, 'DEFAULT') === 'YES') ?? renditions[0];
  const uri = chosen ? attribute(chosen, 'URI') : undefined;
  return uri ? new URL(uri, masterUrl).href : null;
}

export interface StartFiles {
  init: string | null;
  segment: string;
  /** The segment's start on the playlist's timeline (seconds from its first segment, as hls.js counts). */
  segmentStart: number;
  /** Where playback starts on that timeline. */
  position: number;
  /** Where the playlist ends on that timeline (the duration hls.js gives the MediaSource). */
  end: number;
}

/**
 * The init segment and the first segment hls.js loads from this media playlist: for live, the one holding the
 * position three target durations behind the edge; otherwise the one holding `startAt` (0 when unset).
 */
export function startFiles(playlist: string, playlistUrl: string, startAt = 0): StartFiles | null {
  if (!playlist.trimStart().startsWith('#EXTM3U')) return null;
  // Positions hls.js computes from tags this rule does not model: leave them to hls.js.
  if (/^#EXT-X-(?:START|SERVER-CONTROL|PART-INF|BYTERANGE|KEY|DEFINE|GAP):/m.test(playlist)) return null;
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const map = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  if (map && attribute(map, 'BYTERANGE') !== undefined) return null;
  const mapUri = map ? attribute(map, 'URI') : undefined;
  const segments: { uri: string; start: number; duration: number }[] = [];
  let duration = Number.NaN;
  let at = 0;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line !== '' && !line.startsWith('#')) {
      if (!Number.isFinite(duration)) return null;
      segments.push({ uri: line, start: at, duration });
      at += duration;
      duration = Number.NaN;
    }
  }
  const target = Number(/^#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)/m.exec(playlist)?.[1]);
  const live = !/^#EXT-X-ENDLIST/m.test(playlist);
  if (live && !Number.isFinite(target)) return null;
  const position = live ? Math.max(0, at - LIVE_SYNC_SEGMENTS * target) : startAt;
  const first = segments.find((s) => s.start + s.duration - LOOKUP_TOLERANCE_S > position);
  if (!first) return null;
  return {
    init: mapUri ? new URL(mapUri, playlistUrl).href : null,
    segment: new URL(first.uri, playlistUrl).href,
    segmentStart: first.start,
    position,
    end: at,
  };
}
