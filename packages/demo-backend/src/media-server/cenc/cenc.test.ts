import { describe, expect, it } from 'vitest';
import { KEY, KID, loadRendition as load, sampleEntry } from '../../testing/cenc-media';
import { type Mp4Box, parseBoxes, readFullBox, requireBox } from '../mp4/boxes';
import { readTracks, readTraf } from '../mp4/inspect';
import { ctrCipher, encryptSegment } from './fragment';
import { CLEARKEY_SYSTEM_ID, encryptInit } from './init';

interface Senc {
  ivs: Buffer[];
  subsamples: { clear: number; encrypted: number }[][] | null;
}
function readSenc(senc: Mp4Box): Senc {
  const h = senc.head;
  const withSubs = (readFullBox(h).flags & 0x2) !== 0;
  const count = h.readUInt32BE(4);
  let p = 8;
  const ivs: Buffer[] = [];
  const subsamples: Senc['subsamples'] = withSubs ? [] : null;
  for (let i = 0; i < count; i++) {
    ivs.push(h.subarray(p, p + 8));
    p += 8;
    if (subsamples) {
      const n = h.readUInt16BE(p);
      p += 2;
      const list = [];
      for (let k = 0; k < n; k++, p += 6)
        list.push({ clear: h.readUInt16BE(p), encrypted: h.readUInt32BE(p + 2) });
      subsamples.push(list);
    }
  }
  return { ivs, subsamples };
}

/** Decrypts an encrypted segment using only what it carries (senc) and the key: the player's view. */
function decrypt(encrypted: Buffer, init: Buffer): Buffer {
  const tracks = readTracks(init);
  const boxes = parseBoxes(encrypted);
  const moofStart = encrypted.indexOf(Buffer.from('moof')) - 4;
  const moof = requireBox(boxes, 'moof');
  const out = Buffer.from(encrypted);
  for (const traf of (moof.children ?? []).filter((b) => b.type === 'traf')) {
    const track = tracks[0];
    if (!track) throw new Error('no track');
    const info = readTraf(traf, track);
    const senc = readSenc(requireBox(traf.children, 'senc'));
    let i = 0;
    for (const run of info.runs) {
      let pos = moofStart + run.dataOffset;
      for (const size of run.sizes) {
        const sample = out.subarray(pos, pos + size);
        const cipher = ctrCipher(KEY, senc.ivs[i] ?? Buffer.alloc(8));
        let p = 0;
        for (const sub of senc.subsamples?.[i] ?? [{ clear: 0, encrypted: size }]) {
          p += sub.clear;
          cipher.update(sample.subarray(p, p + sub.encrypted)).copy(sample, p);
          p += sub.encrypted;
        }
        pos += size;
        i++;
      }
    }
  }
  return out;
}

function mdatOf(buf: Buffer): Buffer {
  const at = buf.indexOf(Buffer.from('mdat')) - 4;
  return buf.subarray(at);
}

describe('encryptInit', () => {
  it('turns avc1 into encv with sinf/frma/schm/tenc naming the key id, and adds a ClearKey pssh', () => {
    const { init } = load('v240', 0);
    const encrypted = encryptInit(init, KID);
    const out = parseBoxes(encrypted);
    const entry = sampleEntry(encrypted);
    expect(entry?.type).toBe('encv');
    expect(requireBox(entry?.children, 'sinf', 'frma').head.toString('latin1')).toBe('avc1');
    expect(requireBox(entry?.children, 'sinf', 'schm').head.toString('latin1', 4, 8)).toBe('cenc');
    const tenc = requireBox(entry?.children, 'sinf', 'schi', 'tenc').head;
    expect(tenc[6]).toBe(1);
    expect(tenc[7]).toBe(8);
    expect(tenc.subarray(8, 24).toString('hex')).toBe(KID);
    const pssh = requireBox(out, 'moov', 'pssh').head;
    expect(pssh.subarray(4, 20).equals(CLEARKEY_SYSTEM_ID)).toBe(true);
    expect(pssh.subarray(24, 40).toString('hex')).toBe(KID);
    // The track description is still readable through the protection wrapper.
    expect(readTracks(encryptInit(init, KID))[0]?.codec).toBe(readTracks(init)[0]?.codec);
  });

  it('turns mp4a into enca', () => {
    const { init } = load('a-en', 0);
    expect(sampleEntry(encryptInit(init, KID))?.type).toBe('enca');
  });

  it('refuses a bad key id and an already encrypted init', () => {
    const { init } = load('v240', 0);
    expect(() => encryptInit(init, 'xyz')).toThrow(/32 hex/);
    expect(() => encryptInit(encryptInit(init, KID), KID)).toThrow(/already encrypted/);
  });
});

describe.each([
  ['video', 'v360'],
  ['audio', 'a-ru'],
])('encryptSegment (%s)', (_kind, rep) => {
  const { init, segment } = load(rep, 1);
  const tracks = readTracks(init);
  const encrypted = encryptSegment(segment, tracks, KEY);
  const boxes = parseBoxes(encrypted);
  const moof = requireBox(boxes, 'moof');
  const traf = requireBox(moof.children, 'traf');
  const track = tracks[0];
  if (!track) throw new Error('no track');

  it('writes one senc entry and one saiz entry per trun sample', () => {
    const count = readTraf(traf, track).runs.reduce((s, r) => s + r.sampleCount, 0);
    expect(count).toBeGreaterThan(10);
    expect(requireBox(traf.children, 'senc').head.readUInt32BE(4)).toBe(count);
    expect(requireBox(traf.children, 'saiz').head.readUInt32BE(5)).toBe(count);
  });

  it('points saio at the first IV inside senc, counted from the moof', () => {
    const moofStart = encrypted.indexOf(Buffer.from('moof')) - 4;
    const saioOffset = requireBox(traf.children, 'saio').head.readUInt32BE(8);
    const senc = requireBox(traf.children, 'senc');
    const firstIv = senc.head.subarray(8, 16);
    expect(encrypted.subarray(moofStart + saioOffset, moofStart + saioOffset + 8).equals(firstIv)).toBe(true);
  });

  it('moves trun.data_offset onto the sample data and changes the payload', () => {
    const info = readTraf(traf, track);
    const moofStart = encrypted.indexOf(Buffer.from('moof')) - 4;
    const mdatPayload = encrypted.indexOf(Buffer.from('mdat')) + 4;
    expect(moofStart + (info.runs[0]?.dataOffset ?? 0)).toBe(mdatPayload);
    expect(mdatOf(encrypted).equals(mdatOf(segment))).toBe(false);
  });

  it('gives back the clear bytes when decrypted with the key', () => {
    expect(mdatOf(decrypt(encrypted, init)).equals(mdatOf(segment))).toBe(true);
  });

  it('keeps a segment index covering the grown fragment', () => {
    const sidx = requireBox(boxes, 'sidx');
    const refsAt = readFullBox(sidx.head).version === 0 ? 24 : 32;
    const ref = sidx.head.readUInt32BE(refsAt) & 0x7fffffff;
    const moofStart = encrypted.indexOf(Buffer.from('moof')) - 4;
    expect(ref).toBe(encrypted.length - moofStart);
  });
});

it('rejects a key of the wrong length', () => {
  const { init, segment } = load('a-ru', 0);
  expect(() => encryptSegment(segment, readTracks(init), Buffer.alloc(8))).toThrow(/16 bytes/);
});
