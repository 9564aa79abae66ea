/**
 * Why: the startup picture (hls-startup-picture.ts) appends an fMP4 init and first segment itself, before hls.js
 * runs, and must put them on the timeline exactly where hls.js will put the segments after them. That needs three
 * facts from the files: which tracks the init declares (video, audio), each track's timescale, and the decode
 * time each track starts at in the segment. A reader of those few boxes, nothing more; anything it cannot read
 * yields null and hls.js plays the stream the usual way.
 */

export interface InitTrack {
  id: number;
  kind: 'video' | 'audio';
  timescale: number;
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  start: number;
  end: number;
}

function* boxes(view: DataView, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

function child(view: DataView, parent: Box, type: string): Box | null {
  for (const box of boxes(view, parent.start, parent.end)) if (box.type === type) return box;
  return null;
}

const whole = (view: DataView): Box => ({ type: '', start: 0, end: view.byteLength });

/** The video and audio tracks an init segment declares; null when it has no moov or a track cannot be read. */
export function initTracks(init: ArrayBuffer): InitTrack[] | null {
  const view = new DataView(init);
  const moov = child(view, whole(view), 'moov');
  if (!moov) return null;
  const tracks: InitTrack[] = [];
  for (const trak of boxes(view, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(view, trak, 'tkhd');
    const mdia = child(view, trak, 'mdia');
    const mdhd = mdia && child(view, mdia, 'mdhd');
    const hdlr = mdia && child(view, mdia, 'hdlr');
    if (!tkhd || !mdhd || !hdlr || hdlr.start + 12 > hdlr.end) return null;
    const long = (box: Box) => view.getUint8(box.start) === 1;
    const id = view.getUint32(tkhd.start + (long(tkhd) ? 20 : 12));
    const timescale = view.getUint32(mdhd.start + (long(mdhd) ? 20 : 12));
    const handler = view.getUint32(hdlr.start + 8);
    // 'vide' and 'soun'; subtitles or metadata tracks do not take part in the picture.
    const kind = handler === 0x76696465 ? 'video' : handler === 0x736f756e ? 'audio' : null;
    if (kind && timescale > 0) tracks.push({ id, kind, timescale });
  }
  return tracks.length > 0 ? tracks : null;
}

/** The decode time (in its track's timescale) each track starts at in a media segment's first moof. */
export function segmentStarts(segment: ArrayBuffer): Map<number, number> | null {
  const view = new DataView(segment);
  const moof = child(view, whole(view), 'moof');
  if (!moof) return null;
  const starts = new Map<number, number>();
  for (const traf of boxes(view, moof.start, moof.end)) {
    if (traf.type !== 'traf') continue;
    const tfhd = child(view, traf, 'tfhd');
    const tfdt = child(view, traf, 'tfdt');
    if (!tfhd || !tfdt) return null;
    const id = view.getUint32(tfhd.start + 4);
    const time =
      view.getUint8(tfdt.start) === 1
        ? Number(view.getBigUint64(tfdt.start + 4))
        : view.getUint32(tfdt.start + 4);
    starts.set(id, time);
  }
  return starts.size > 0 ? starts : null;
}
