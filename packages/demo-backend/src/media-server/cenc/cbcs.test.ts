import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY, KID, loadRendition, sampleEntry } from '../../testing/cenc-media';
import { parseBoxes, readFullBox, requireBox } from '../mp4/boxes';
import { readTracks, readTraf } from '../mp4/inspect';
import { encryptRange, patternBlocks, VIDEO_PATTERN, WHOLE_BLOCKS } from './cbcs';
import { encryptSegment } from './fragment';
import { encryptInit } from './init';

const IV = Buffer.from('a0a1a2a3a4a5a6a7a8a9aaabacadaeaf', 'hex');
const CBCS = { scheme: 'cbcs' as const, iv: IV };

const ecb = (block: Buffer) => createCipheriv('aes-128-ecb', KEY, null).setAutoPadding(false).update(block);
const xor = (a: Buffer, b: Buffer) => Buffer.from(a.map((x, i) => x ^ (b[i] ?? 0)));

describe('cbcs pattern', () => {
  it('encrypts one block in ten for video and every whole block for audio, never a partial one', () => {
    expect(patternBlocks(15, VIDEO_PATTERN)).toEqual([]);
    expect(patternBlocks(176, VIDEO_PATTERN)).toEqual([0, 160]);
    expect(patternBlocks(175, VIDEO_PATTERN)).toEqual([0]);
    expect(patternBlocks(47, WHOLE_BLOCKS)).toEqual([0, 16]);
  });

  it('chains the encrypted blocks from the IV and leaves skipped blocks out of the chain', () => {
    const plain = Buffer.alloc(176);
    for (let i = 0; i < plain.length; i++) plain[i] = (i * 7) & 0xff;
    const range = Buffer.from(plain);
    encryptRange(range, KEY, IV, VIDEO_PATTERN);
    const first = ecb(xor(plain.subarray(0, 16), IV));
    expect(range.subarray(0, 16)).toEqual(first);
    expect(range.subarray(16, 160)).toEqual(plain.subarray(16, 160));
    expect(range.subarray(160, 176)).toEqual(ecb(xor(plain.subarray(160, 176), first)));
  });
});

/** Reads senc entries written without per-sample IVs: only subsample lists (or nothing, for audio). */
function sencSubsamples(head: Buffer): Array<Array<{ clear: number; encrypted: number }>> | null {
  if ((readFullBox(head).flags & 0x2) === 0) return null;
  const out = [];
  let p = 8;
  for (let i = 0; i < head.readUInt32BE(4); i++) {
    const list = [];
    const n = head.readUInt16BE(p);
    p += 2;
    for (let k = 0; k < n; k++, p += 6)
      list.push({ clear: head.readUInt16BE(p), encrypted: head.readUInt32BE(p + 2) });
    out.push(list);
  }
  return out;
}

/** A player's cbcs decryption, written from the standard rather than from cbcs.ts (as ffmpeg's mov.c does it). */
function decryptRange(range: Buffer, pattern: { crypt: number; skip: number }): void {
  const decipher = createDecipheriv('aes-128-cbc', KEY, IV).setAutoPadding(false);
  const blocks = Math.floor(range.length / 16);
  for (let b = 0; b < blocks; b++) {
    const inPattern = pattern.skip === 0 || b % (pattern.crypt + pattern.skip) < pattern.crypt;
    if (inPattern) decipher.update(range.subarray(b * 16, b * 16 + 16)).copy(range, b * 16);
  }
}

describe.each([
  ['video', 'v240', 0x19],
  ['audio', 'a-en', 0x00],
])('cbcs %s', (kind, rep, patternByte) => {
  const { init, segment } = loadRendition(rep, 1);
  const tracks = readTracks(init);
  const track = tracks[0];
  if (!track) throw new Error('no track');

  it('signals cbcs in the init: schm, tenc v1 with the pattern, no per-sample IV, the constant IV', () => {
    const entry = sampleEntry(encryptInit(init, KID, CBCS));
    expect(requireBox(entry?.children, 'sinf', 'schm').head.toString('latin1', 4, 8)).toBe('cbcs');
    const tenc = requireBox(entry?.children, 'sinf', 'schi', 'tenc').head;
    expect(readFullBox(tenc).version).toBe(1);
    expect([tenc[5], tenc[6], tenc[7]]).toEqual([patternByte, 1, 0]);
    expect(tenc.subarray(8, 24).toString('hex')).toBe(KID);
    expect(tenc[24]).toBe(16);
    expect(tenc.subarray(25, 41)).toEqual(IV);
  });

  it('decrypts back to the clear samples with only the key, the constant IV and senc', () => {
    const encrypted = encryptSegment(segment, tracks, KEY, CBCS);
    const moof = requireBox(parseBoxes(encrypted), 'moof');
    const traf = requireBox(moof.children, 'traf');
    const subsamples = sencSubsamples(requireBox(traf.children, 'senc').head);
    expect(subsamples === null).toBe(kind === 'audio');
    // saiz: a default size of 0 means a table follows, so audio's empty entries are listed one by one
    // (ffmpeg's demuxer read past the box when they were not).
    if (kind === 'audio') {
      const saiz = requireBox(traf.children, 'saiz').head;
      expect(saiz[4]).toBe(0);
      expect(saiz.length).toBe(9 + saiz.readUInt32BE(5));
      expect([...saiz.subarray(9)].every((size) => size === 0)).toBe(true);
    }
    const moofStart = encrypted.indexOf(Buffer.from('moof')) - 4;
    const out = Buffer.from(encrypted);
    let i = 0;
    for (const run of readTraf(traf, track).runs) {
      let pos = moofStart + run.dataOffset;
      for (const size of run.sizes) {
        const sample = out.subarray(pos, pos + size);
        const pattern = kind === 'video' ? { crypt: 1, skip: 9 } : { crypt: 0, skip: 0 };
        let p = 0;
        for (const sub of subsamples?.[i] ?? [{ clear: 0, encrypted: size }]) {
          p += sub.clear;
          decryptRange(sample.subarray(p, p + sub.encrypted), pattern);
          p += sub.encrypted;
        }
        pos += size;
        i++;
      }
    }
    const mdat = (b: Buffer) => b.subarray(b.indexOf(Buffer.from('mdat')) - 4);
    expect(mdat(encrypted).equals(mdat(segment))).toBe(false);
    expect(mdat(out).equals(mdat(segment))).toBe(true);
  });
});
