// Reads what the manifests and the encryptor need from ffmpeg's fMP4: per track its codec string, size and
// timescale from the init segment; per fragment the sample table (sizes, durations, where the bytes are).
import { type Mp4Box, parseBoxes, readFullBox, requireBox } from './boxes';

export interface TrackInfo {
  trackId: number;
  kind: 'video' | 'audio';
  timescale: number;
  /** RFC 6381 codec string, e.g. avc1.4d401e or mp4a.40.2 */
  codec: string;
  width: number;
  height: number;
  sampleRate: number;
  channels: number;
  /** AVC: bytes of each NAL length prefix. */
  nalLengthSize: number;
  defaultSampleDuration: number;
  defaultSampleSize: number;
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

function sampleEntryOf(trak: Mp4Box): Mp4Box {
  const stsd = requireBox(trak.children, 'mdia', 'minf', 'stbl', 'stsd');
  const entry = stsd.children?.[0];
  if (!entry) throw new Error('mp4: empty stsd');
  return entry;
}

export function originalFormat(entry: Mp4Box): string {
  if (entry.type !== 'encv' && entry.type !== 'enca') return entry.type;
  return requireBox(entry.children, 'sinf', 'frma').head.toString('latin1', 0, 4);
}

/** AAC audio object type from the esds DecoderSpecificInfo (ISO 14496-1 descriptors). */
function aacObjectType(esds: Buffer): number {
  let pos = 4; // full box header
  const readLen = () => {
    let len = 0;
    for (let i = 0; i < 4; i++) {
      const b = esds[pos++] ?? 0;
      len = (len << 7) | (b & 0x7f);
      if (!(b & 0x80)) break;
    }
    return len;
  };
  while (pos < esds.length) {
    const tag = esds[pos++];
    const len = readLen();
    if (tag === 0x03) {
      const flags = esds[pos + 2] ?? 0;
      pos +=
        3 + (flags & 0x80 ? 2 : 0) + (flags & 0x40 ? 1 + (esds[pos + 3] ?? 0) : 0) + (flags & 0x20 ? 2 : 0);
    } else if (tag === 0x04) {
      pos += 13;
    } else if (tag === 0x05) {
      return (esds[pos] ?? 0) >> 3;
    } else {
      pos += len;
    }
  }
  throw new Error('mp4: esds has no DecoderSpecificInfo');
}

export function readTracks(init: Buffer): TrackInfo[] {
  const boxes = parseBoxes(init);
  const moov = requireBox(boxes, 'moov');
  const trexes = (requireBox(moov.children, 'mvex').children ?? []).filter((b) => b.type === 'trex');
  return (moov.children ?? [])
    .filter((b) => b.type === 'trak')
    .map((trak): TrackInfo => {
      const tkhd = requireBox(trak.children, 'tkhd').head;
      const trackId = tkhd.readUInt32BE(readFullBox(tkhd).version === 1 ? 20 : 12);
      const mdhd = requireBox(trak.children, 'mdia', 'mdhd').head;
      const timescale = mdhd.readUInt32BE(readFullBox(mdhd).version === 1 ? 20 : 12);
      const trex = trexes.find((t) => t.head.readUInt32BE(4) === trackId)?.head;
      const entry = sampleEntryOf(trak);
      const format = originalFormat(entry);
      const common = {
        trackId,
        timescale,
        defaultSampleDuration: trex ? trex.readUInt32BE(12) : 0,
        defaultSampleSize: trex ? trex.readUInt32BE(16) : 0,
      };
      if (format === 'avc1' || format === 'avc3') {
        const avcC = requireBox(entry.children, 'avcC').head;
        return {
          ...common,
          kind: 'video',
          codec: `${format}.${hex2(avcC[1] ?? 0)}${hex2(avcC[2] ?? 0)}${hex2(avcC[3] ?? 0)}`,
          width: entry.head.readUInt16BE(24),
          height: entry.head.readUInt16BE(26),
          sampleRate: 0,
          channels: 0,
          nalLengthSize: ((avcC[4] ?? 3) & 0x3) + 1,
        };
      }
      if (format === 'mp4a') {
        const esds = requireBox(entry.children, 'esds').head;
        return {
          ...common,
          kind: 'audio',
          codec: `mp4a.40.${aacObjectType(esds)}`,
          width: 0,
          height: 0,
          channels: entry.head.readUInt16BE(16),
          sampleRate: entry.head.readUInt32BE(24) >>> 16,
          nalLengthSize: 0,
        };
      }
      throw new Error(`mp4: unsupported sample entry '${format}'`);
    });
}

export interface TrunInfo {
  sampleCount: number;
  dataOffset: number;
  /** Byte offset of the data_offset field inside the trun payload, so it can be rewritten. */
  dataOffsetField: number;
  sizes: number[];
  durations: number[];
}

export interface TrafInfo {
  trackId: number;
  baseIsMoof: boolean;
  baseMediaDecodeTime: number;
  runs: TrunInfo[];
}

export function readTraf(
  traf: Mp4Box,
  track: Pick<TrackInfo, 'defaultSampleDuration' | 'defaultSampleSize'>,
): TrafInfo {
  const tfhd = requireBox(traf.children, 'tfhd').head;
  const tf = readFullBox(tfhd).flags;
  let p = 8;
  if (tf & 0x1)
    throw new Error('mp4: tfhd base-data-offset is not supported (expected default-base-is-moof)');
  if (tf & 0x2) p += 4;
  let defaultDuration = track.defaultSampleDuration;
  let defaultSize = track.defaultSampleSize;
  if (tf & 0x8) {
    defaultDuration = tfhd.readUInt32BE(p);
    p += 4;
  }
  if (tf & 0x10) defaultSize = tfhd.readUInt32BE(p);
  const tfdt = requireBox(traf.children, 'tfdt').head;
  const baseMediaDecodeTime =
    readFullBox(tfdt).version === 1 ? Number(tfdt.readBigUInt64BE(4)) : tfdt.readUInt32BE(4);
  const runs = (traf.children ?? [])
    .filter((b) => b.type === 'trun')
    .map((trun): TrunInfo => {
      const h = trun.head;
      const f = readFullBox(h).flags;
      const sampleCount = h.readUInt32BE(4);
      let q = 8;
      let dataOffset = 0;
      const dataOffsetField = f & 0x1 ? q : -1;
      if (f & 0x1) {
        dataOffset = h.readInt32BE(q);
        q += 4;
      }
      if (f & 0x4) q += 4;
      const sizes: number[] = [];
      const durations: number[] = [];
      for (let i = 0; i < sampleCount; i++) {
        durations.push(f & 0x100 ? h.readUInt32BE(q) : defaultDuration);
        if (f & 0x100) q += 4;
        sizes.push(f & 0x200 ? h.readUInt32BE(q) : defaultSize);
        if (f & 0x200) q += 4;
        if (f & 0x400) q += 4;
        if (f & 0x800) q += 4;
      }
      if (dataOffsetField < 0) throw new Error('mp4: trun without data_offset is not supported');
      if (sizes.some((s) => s === 0)) throw new Error('mp4: trun has no sample sizes');
      return { sampleCount, dataOffset, dataOffsetField, sizes, durations };
    });
  return { trackId: tfhd.readUInt32BE(4), baseIsMoof: (tf & 0x20000) !== 0, baseMediaDecodeTime, runs };
}

/** Duration in seconds of one media segment of the given track (sum of its sample durations). */
export function segmentDuration(segment: Buffer, track: TrackInfo): { start: number; duration: number } {
  const boxes = parseBoxes(segment);
  const moof = requireBox(boxes, 'moof');
  const traf = (moof.children ?? []).find(
    (b) => b.type === 'traf' && requireBox(b.children, 'tfhd').head.readUInt32BE(4) === track.trackId,
  );
  if (!traf) throw new Error(`mp4: segment has no fragment for track ${track.trackId}`);
  const info = readTraf(traf, track);
  const ticks = info.runs.reduce((s, r) => s + r.durations.reduce((a, d) => a + d, 0), 0);
  return { start: info.baseMediaDecodeTime / track.timescale, duration: ticks / track.timescale };
}

/** Duration and picture size of a progressive MP4 (ads, packshots, the mattress). */
export function readMovieSummary(file: Buffer): { durationSec: number; width: number; height: number } {
  const moov = requireBox(parseBoxes(file), 'moov');
  const mvhd = requireBox(moov.children, 'mvhd').head;
  const v1 = readFullBox(mvhd).version === 1;
  const timescale = mvhd.readUInt32BE(v1 ? 20 : 12);
  const duration = v1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  let width = 0;
  let height = 0;
  for (const trak of (moov.children ?? []).filter((b) => b.type === 'trak')) {
    const tkhd = requireBox(trak.children, 'tkhd').head;
    // Width and height are the last two 16.16 fixed-point fields of tkhd.
    const w = tkhd.readUInt32BE(tkhd.length - 8) >>> 16;
    const h = tkhd.readUInt32BE(tkhd.length - 4) >>> 16;
    if (w && h) {
      width = w;
      height = h;
    }
  }
  return { durationSec: duration / timescale, width, height };
}
