// Encrypts one clear fMP4 media segment with cenc (AES-128-CTR, 8-byte per-sample IVs). ffmpeg's own CENC
// omits the per-fragment sample auxiliary info that Chromium requires, so each traf here gets senc (IVs and
// subsamples), saiz/saio (where that info lives), and every trun.data_offset is moved by the bytes added.
import { createCipheriv } from 'node:crypto';
import {
  boxSize,
  fullBoxHeader,
  leaf,
  type Mp4Box,
  parseBoxes,
  readFullBox,
  requireBox,
  serializeBox,
} from '../mp4/boxes';
import { readTraf, type TrackInfo } from '../mp4/inspect';
import { encryptCbcsSample, VIDEO_PATTERN, WHOLE_BLOCKS } from './cbcs';
import { IV_SIZE, type Protection } from './init';
import { avcSubsamples, type Subsample } from './subsamples';

interface SampleAux {
  iv: Buffer;
  subsamples: Subsample[] | null;
}

/** A distinct IV per sample and track: track id byte + (decode time of the fragment + sample index). */
function sampleIv(trackId: number, baseMediaDecodeTime: number, index: number): Buffer {
  const iv = Buffer.alloc(IV_SIZE);
  iv.writeUInt8(trackId & 0xff, 0);
  iv.writeUIntBE((baseMediaDecodeTime + index) % 2 ** 48, 2, 6);
  return iv;
}

export function ctrCipher(key: Buffer, iv: Buffer) {
  // An 8-byte IV is the high half of the counter block; the low half counts 16-byte blocks from zero.
  return createCipheriv('aes-128-ctr', key, Buffer.concat([iv, Buffer.alloc(16 - iv.length)]));
}

function sencBox(aux: SampleAux[], withSubsamples: boolean): Mp4Box {
  const parts: Buffer[] = [fullBoxHeader(0, withSubsamples ? 0x2 : 0), u32(aux.length)];
  for (const a of aux) {
    parts.push(a.iv);
    if (withSubsamples && a.subsamples) {
      const s = Buffer.alloc(2 + 6 * a.subsamples.length);
      s.writeUInt16BE(a.subsamples.length, 0);
      a.subsamples.forEach((sub, i) => {
        s.writeUInt16BE(sub.clear, 2 + 6 * i);
        s.writeUInt32BE(sub.encrypted, 4 + 6 * i);
      });
      parts.push(s);
    }
  }
  return leaf('senc', Buffer.concat(parts));
}

function saizBox(aux: SampleAux[]): Mp4Box {
  const sizes = aux.map((a) => a.iv.length + (a.subsamples ? 2 + 6 * a.subsamples.length : 0));
  // A default size of 0 means "sizes follow", so all-zero sizes (cbcs audio: no IV, no subsamples) go in the table.
  const uniform = (sizes[0] ?? 0) > 0 && sizes.every((s) => s === sizes[0]);
  const head = [fullBoxHeader(0, 0), Buffer.from([uniform ? (sizes[0] ?? 0) : 0]), u32(aux.length)];
  if (!uniform) head.push(Buffer.from(sizes));
  return leaf('saiz', Buffer.concat(head));
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n, 0);
  return b;
}

/** `protection`: 'cenc' (default, per-sample IVs) or 'cbcs' with its constant IV, as the init segment says. */
export function encryptSegment(
  segment: Buffer,
  tracks: TrackInfo[],
  key: Buffer,
  protection: Protection = { scheme: 'cenc' },
): Buffer {
  if (key.length !== 16) throw new Error('cenc: the key must be 16 bytes');
  const boxes = parseBoxes(segment);
  const moofIndex = boxes.findIndex((b) => b.type === 'moof');
  const moof = boxes[moofIndex];
  if (!moof?.children) throw new Error('cenc: segment has no moof');
  const mdat = boxes[moofIndex + 1];
  if (mdat?.type !== 'mdat') throw new Error('cenc: the moof must be followed by its mdat');
  const moofStart = boxes.slice(0, moofIndex).reduce((s, b) => s + boxSize(b), 0);
  const oldMoofSize = boxSize(moof);
  const data = Buffer.from(segment);
  const added: { traf: Mp4Box; saio: Mp4Box; senc: Mp4Box }[] = [];

  for (const traf of moof.children.filter((b) => b.type === 'traf')) {
    const trackId = requireBox(traf.children, 'tfhd').head.readUInt32BE(4);
    const track = tracks.find((t) => t.trackId === trackId);
    if (!track) throw new Error(`cenc: fragment for unknown track ${trackId}`);
    const info = readTraf(traf, track);
    const aux: SampleAux[] = [];
    for (const run of info.runs) {
      let pos = moofStart + run.dataOffset;
      for (const size of run.sizes) {
        if (pos + size > data.length) throw new Error('cenc: sample data lies outside the segment');
        const sample = data.subarray(pos, pos + size);
        const subsamples = track.kind === 'video' ? avcSubsamples(sample, track.nalLengthSize) : null;
        if (protection.scheme === 'cbcs') {
          // The IV is the constant one in tenc: the sample's auxiliary info holds only its subsamples.
          const pattern = track.kind === 'video' ? VIDEO_PATTERN : WHOLE_BLOCKS;
          encryptCbcsSample(sample, subsamples, key, protection.iv, pattern);
          aux.push({ iv: Buffer.alloc(0), subsamples });
          pos += size;
          continue;
        }
        const iv = sampleIv(trackId, info.baseMediaDecodeTime, aux.length);
        const cipher = ctrCipher(key, iv);
        let p = 0;
        for (const sub of subsamples ?? [{ clear: 0, encrypted: size }]) {
          p += sub.clear;
          cipher.update(sample.subarray(p, p + sub.encrypted)).copy(sample, p);
          p += sub.encrypted;
        }
        aux.push({ iv, subsamples });
        pos += size;
      }
    }
    const saio = leaf('saio', Buffer.concat([fullBoxHeader(0, 0), u32(1), u32(0)]));
    const senc = sencBox(aux, track.kind === 'video');
    traf.children?.push(saizBox(aux), saio, senc);
    added.push({ traf, saio, senc });
  }

  const delta = boxSize(moof) - oldMoofSize;
  for (const traf of moof.children.filter((b) => b.type === 'traf')) {
    const trackId = requireBox(traf.children, 'tfhd').head.readUInt32BE(4);
    const track = tracks.find((t) => t.trackId === trackId);
    if (!track) continue;
    const runs = readTraf(traf, track).runs;
    traf.children
      ?.filter((b) => b.type === 'trun')
      .forEach((trun, i) => {
        const run = runs[i];
        if (!run) return;
        trun.head = Buffer.from(trun.head);
        trun.head.writeInt32BE(run.dataOffset + delta, run.dataOffsetField);
      });
  }
  // saio points at the first IV inside senc, counted from the start of the moof (default-base-is-moof).
  for (const { traf, saio, senc } of added) {
    const sencOffset = offsetWithin(moof, traf) + offsetWithin(traf, senc) + 8 + 4 + 4;
    saio.head.writeUInt32BE(sencOffset, 8);
  }
  fixSidx(boxes.slice(0, moofIndex), oldMoofSize + boxSize(mdat), delta);

  const newMdat = data.subarray(moofStart + oldMoofSize, moofStart + oldMoofSize + boxSize(mdat));
  return Buffer.concat([
    ...boxes.slice(0, moofIndex).map(serializeBox),
    serializeBox(moof),
    newMdat,
    ...boxes.slice(moofIndex + 2).map(serializeBox),
  ]);
}

/** Bytes from the start of `parent` (its header included) to the start of its direct child `child`. */
function offsetWithin(parent: Mp4Box, child: Mp4Box): number {
  let offset = 8 + parent.head.length;
  for (const c of parent.children ?? []) {
    if (c === child) return offset;
    offset += boxSize(c);
  }
  throw new Error('cenc: box is not a child of its parent');
}

// A segment index that covers exactly this moof+mdat must grow with it, or DASH players reading it seek wrong.
function fixSidx(before: Mp4Box[], oldFragmentSize: number, delta: number): void {
  for (const sidx of before.filter((b) => b.type === 'sidx')) {
    const h = Buffer.from(sidx.head);
    const refsAt = readFullBox(h).version === 0 ? 4 + 8 + 8 : 4 + 8 + 16;
    if (h.readUInt16BE(refsAt + 2) !== 1) continue;
    const ref = h.readUInt32BE(refsAt + 4);
    if ((ref & 0x7fffffff) !== oldFragmentSize) continue;
    h.writeUInt32BE((ref & 0x80000000) | ((ref & 0x7fffffff) + delta), refsAt + 4);
    sidx.head = h;
  }
}
