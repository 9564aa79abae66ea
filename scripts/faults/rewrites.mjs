/**
 * The text rewrites some faults make to what the demo backend serves, pure so each is tested on its own
 * (rewrites.test.mjs): a live playlist whose clock jumps, and a film whose audio ends before its video.
 * Each throws when the text does not have the shape it rewrites, so a fault never silently does nothing.
 */

/** Every EXT-X-PROGRAM-DATE-TIME moved by `seconds` (the packager's clock jumped; the media did not). */
export function shiftProgramDateTime(playlist, seconds) {
  let count = 0;
  const out = playlist.replace(/^#EXT-X-PROGRAM-DATE-TIME:(.+)$/gm, (_line, iso) => {
    const ms = Date.parse(iso.trim());
    if (Number.isNaN(ms)) throw new Error(`unreadable EXT-X-PROGRAM-DATE-TIME: ${iso}`);
    count++;
    return `#EXT-X-PROGRAM-DATE-TIME:${new Date(ms + seconds * 1000).toISOString()}`;
  });
  if (count === 0) throw new Error('the playlist has no EXT-X-PROGRAM-DATE-TIME to shift');
  return out;
}

/** A VOD media playlist without its last segment (its #EXTINF and URI lines). */
export function dropLastHlsSegment(playlist) {
  const lines = playlist.split('\n');
  const inf = lines.findLastIndex((l) => l.startsWith('#EXTINF:'));
  const uri = lines.findIndex((l, i) => i > inf && l.trim() !== '' && !l.startsWith('#'));
  if (inf < 0 || uri < 0) throw new Error('the playlist has no segment to drop');
  if (lines.filter((l) => l.startsWith('#EXTINF:')).length < 2)
    throw new Error('the playlist has one segment');
  return [...lines.slice(0, inf), ...lines.slice(uri + 1)].join('\n');
}

const S_ELEMENT = /<S t="(\d+)" d="(\d+)"(?: r="(\d+)")?\/>/g;

/** One SegmentTimeline one segment shorter: the last <S>'s repeat count less one, or the <S> gone. */
function dropLastTimelineSegment(block) {
  const all = [...block.matchAll(S_ELEMENT)];
  const last = all.at(-1);
  if (!last || (all.length === 1 && !last[3])) throw new Error('the timeline has no segment to drop');
  const repeat = Number(last[3] ?? 0);
  const replacement =
    repeat > 1
      ? `<S t="${last[1]}" d="${last[2]}" r="${repeat - 1}"/>`
      : repeat === 1
        ? `<S t="${last[1]}" d="${last[2]}"/>`
        : '';
  const at = last.index;
  return block.slice(0, at) + replacement + block.slice(at + last[0].length);
}

/** An MPD whose audio adaptation sets each lose their last segment, so audio ends before video. */
export function dropLastDashAudioSegment(mpd) {
  let count = 0;
  const out = mpd.replace(
    /<AdaptationSet\b[^>]*contentType="audio"[^>]*>[\s\S]*?<\/AdaptationSet>/g,
    (set) => {
      count++;
      return set.replace(/<SegmentTimeline>[\s\S]*?<\/SegmentTimeline>/g, dropLastTimelineSegment);
    },
  );
  if (count === 0) throw new Error('the MPD has no audio adaptation set');
  return out;
}
