// What the CENC and cbcs tests encrypt: real ffmpeg output from the committed set (not hand-made boxes),
// one test key, and the one place an encrypted init's sample entry is found.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Mp4Box, parseBoxes, requireBox } from '../media-server/mp4/boxes';

const FEATURE = join(import.meta.dirname, '../../media/committed/vod/feature');
export const KID = '0123456789abcdef0123456789abcdef';
export const KEY = Buffer.from('00112233445566778899aabbccddeeff', 'hex');

/** A rendition's init segment and its media segment `seg` from the committed feature. */
export function loadRendition(rep: string, seg: number): { init: Buffer; segment: Buffer } {
  return {
    init: readFileSync(join(FEATURE, rep, 'init.mp4')),
    segment: readFileSync(join(FEATURE, rep, `seg-${seg}.m4s`)),
  };
}

/** The first sample entry (avc1/encv, mp4a/enca…) of an init segment's first track. */
export function sampleEntry(init: Buffer): Mp4Box | undefined {
  return requireBox(parseBoxes(init), 'moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd').children?.[0];
}
