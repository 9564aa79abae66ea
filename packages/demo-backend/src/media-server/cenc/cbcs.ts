// 'cbcs' sample encryption (ISO/IEC 23001-7 §10.4, what HLS calls METHOD=SAMPLE-AES in fMP4): AES-128-CBC from
// one constant IV, restarted at the start of every protected range (each subsample, or the whole sample when
// it has none); video encrypts one 16-byte block in ten (1:9 pattern, skipped blocks are not in the chain),
// audio every whole block; a trailing partial block always stays clear.
import { createCipheriv } from 'node:crypto';
import type { Subsample } from './subsamples';

export interface Pattern {
  crypt: number;
  skip: number;
}

/** The 1:9 pattern HLS and CMAF use for video. */
export const VIDEO_PATTERN: Pattern = { crypt: 1, skip: 9 };
/** No pattern: every whole block (audio). tenc writes it as 0:0. */
export const WHOLE_BLOCKS: Pattern = { crypt: 0, skip: 0 };

const BLOCK = 16;

/** Byte offsets of the blocks `pattern` encrypts in a protected range of `length` bytes. */
export function patternBlocks(length: number, pattern: Pattern): number[] {
  const period = pattern.crypt + pattern.skip;
  const offsets: number[] = [];
  for (let block = 0; (block + 1) * BLOCK <= length; block++) {
    if (pattern.skip === 0 || block % period < pattern.crypt) offsets.push(block * BLOCK);
  }
  return offsets;
}

/** Encrypts one protected range in place: the pattern's blocks as one CBC chain from `iv`. */
export function encryptRange(range: Buffer, key: Buffer, iv: Buffer, pattern: Pattern): void {
  const offsets = patternBlocks(range.length, pattern);
  if (offsets.length === 0) return;
  const cipher = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  const sealed = cipher.update(Buffer.concat(offsets.map((at) => range.subarray(at, at + BLOCK))));
  offsets.forEach((at, i) => {
    sealed.copy(range, at, i * BLOCK, (i + 1) * BLOCK);
  });
}

/** One sample in place: each subsample's protected bytes from the IV again, or the whole sample without any. */
export function encryptCbcsSample(
  sample: Buffer,
  subsamples: Subsample[] | null,
  key: Buffer,
  iv: Buffer,
  pattern: Pattern,
): void {
  if (!subsamples) {
    encryptRange(sample, key, iv, pattern);
    return;
  }
  let at = 0;
  for (const sub of subsamples) {
    at += sub.clear;
    encryptRange(sample.subarray(at, at + sub.encrypted), key, iv, pattern);
    at += sub.encrypted;
  }
}
