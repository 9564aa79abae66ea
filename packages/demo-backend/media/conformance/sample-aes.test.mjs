import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  aacBlocks,
  addEmulationPrevention,
  annexBUnits,
  encryptAdts,
  encryptH264,
  encryptNalUnit,
  sliceBlocks,
} from './sample-aes.mjs';

const key = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const iv = Buffer.from('0f0e0d0c0b0a09080706050403020100', 'hex');

/** What a player does first (hls.js): the unit's bytes without emulation prevention (every 03 after 00 00 dropped). */
function removeEmulationPrevention(unit) {
  const out = [];
  let zeros = 0;
  for (const byte of unit) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

/** AES-CBC of one block from `chain` by hand (ECB of plain XOR chain), to check the encryptor's chaining. */
function cbcBlock(plain, chain) {
  const mixed = Buffer.from(plain.map((b, i) => b ^ chain[i]));
  return createCipheriv('aes-128-ecb', key, null).setAutoPadding(false).update(mixed);
}

/** A slice NAL unit (type 5) of `length` bytes with no zero bytes, so no emulation prevention is involved. */
function slice(length, type = 0x65) {
  const unit = Buffer.alloc(length);
  for (let i = 0; i < length; i++) unit[i] = 1 + (i % 250);
  unit[0] = type;
  return unit;
}

/** What a player does (hls.js sample-aes.ts): drop emulation prevention, decrypt the same blocks in one chain. */
function decryptSlice(unit) {
  const rbsp = removeEmulationPrevention(unit);
  const offsets = sliceBlocks(rbsp.length);
  if (offsets.length === 0) return rbsp;
  const decipher = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  const plain = decipher.update(Buffer.concat(offsets.map((at) => rbsp.subarray(at, at + 16))));
  offsets.forEach((at, i) => {
    plain.copy(rbsp, at, i * 16, i * 16 + 16);
  });
  return rbsp;
}

describe('SAMPLE-AES block layout (Apple MPEG-2 stream encryption)', () => {
  it('encrypts one slice block in ten from byte 32 while more than 16 bytes remain', () => {
    expect(sliceBlocks(48)).toEqual([]);
    expect(sliceBlocks(49)).toEqual([32]);
    expect(sliceBlocks(208)).toEqual([32]);
    expect(sliceBlocks(209)).toEqual([32, 192]);
  });

  it('encrypts every whole AAC block after 16 clear bytes', () => {
    expect(aacBlocks(31)).toEqual([]);
    expect(aacBlocks(32)).toEqual([16]);
    expect(aacBlocks(47)).toEqual([16]);
    expect(aacBlocks(48)).toEqual([16, 32]);
  });
});

describe('emulation prevention', () => {
  it('inserts 03 after 00 00 before 00-03 and after a trailing zero, and removing it gives the bytes back', () => {
    const rbsp = Buffer.from([0x41, 0, 0, 1, 0, 0, 0, 7, 0, 0, 3, 0, 0]);
    const escaped = addEmulationPrevention(rbsp);
    expect([...escaped]).toEqual([0x41, 0, 0, 3, 1, 0, 0, 3, 0, 7, 0, 0, 3, 3, 0, 0, 3]);
    expect(removeEmulationPrevention(escaped)).toEqual(rbsp);
  });
});

describe('encryptNalUnit', () => {
  it('leaves units other than slices as they are', () => {
    const sps = slice(80, 0x67);
    expect(encryptNalUnit(sps, key, iv)).toEqual(sps);
  });

  it('keeps 32 bytes clear, chains the encrypted blocks from the IV and keeps the rest clear', () => {
    const plain = slice(400);
    const sealed = removeEmulationPrevention(encryptNalUnit(plain, key, iv));
    expect(sealed.length).toBe(400);
    expect(sealed.subarray(0, 32)).toEqual(plain.subarray(0, 32));
    const first = cbcBlock(plain.subarray(32, 48), iv);
    expect(sealed.subarray(32, 48)).toEqual(first);
    expect(sealed.subarray(48, 192)).toEqual(plain.subarray(48, 192));
    expect(sealed.subarray(192, 208)).toEqual(cbcBlock(plain.subarray(192, 208), first));
    expect(sealed.subarray(352, 368)).toEqual(
      cbcBlock(plain.subarray(352, 368), cbcBlock(plain.subarray(192, 208), first)),
    );
    expect(sealed.subarray(368)).toEqual(plain.subarray(368));
  });

  it('escapes start-code look-alikes in the cipher text, and a player gets the slice back', () => {
    // Plain text chosen so that the first encrypted block comes out as 00 00 01 00 00 00 …: P = D(C) XOR IV.
    const wanted = Buffer.from([0, 0, 1, 0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 0]);
    const decrypted = createDecipheriv('aes-128-ecb', key, null).setAutoPadding(false).update(wanted);
    const plain = slice(209);
    Buffer.from(decrypted.map((b, i) => b ^ iv[i])).copy(plain, 32);
    expect(removeEmulationPrevention(plain)).toEqual(plain);
    const sealed = encryptNalUnit(plain, key, iv);
    expect(sealed.length).toBe(209 + 2);
    expect(sealed.subarray(32, 32 + 9)).toEqual(Buffer.from([0, 0, 3, 1, 0, 0, 3, 0, 9]));
    expect(sealed.includes(Buffer.from([0, 0, 1]))).toBe(false);
    expect(sealed.includes(Buffer.from([0, 0, 0]))).toBe(false);
    expect(decryptSlice(sealed)).toEqual(plain);
  });

  // Caught by decoding the corpus stream with ffmpeg's own SAMPLE-AES decrypter: slices whose clear bytes held
  // emulation prevention came out different when it was removed before encrypting.
  it("keeps the encoder's own emulation prevention: the decoder gets the unit exactly as it was made", () => {
    const plain = slice(400);
    Buffer.from([0, 0, 3, 1]).copy(plain, 10);
    Buffer.from([0, 0, 3, 0]).copy(plain, 60);
    Buffer.from([0, 0, 3, 2]).copy(plain, 200);
    const sealed = encryptNalUnit(plain, key, iv);
    expect(sealed.subarray(0, 32)).not.toEqual(plain.subarray(0, 32));
    expect(decryptSlice(sealed)).toEqual(plain);
  });
});

describe('encryptH264', () => {
  it('encrypts each slice on its own, from the same IV, and keeps the other units', () => {
    const sps = slice(20, 0x67);
    const a = slice(100);
    const stream = Buffer.concat([
      Buffer.from([0, 0, 0, 1]),
      sps,
      Buffer.from([0, 0, 1]),
      a,
      Buffer.from([0, 0, 0, 1]),
      a,
    ]);
    const out = encryptH264(stream, key, iv);
    const units = annexBUnits(out).map(({ start, end }) => out.subarray(start, end));
    expect(units).toHaveLength(3);
    expect(units[0]).toEqual(sps);
    expect(units[1]).toEqual(units[2]);
    expect(units[1]).not.toEqual(a);
    expect(decryptSlice(units[1])).toEqual(a);
  });
});

describe('encryptAdts', () => {
  /** An ADTS frame (7-byte header, no CRC) around `payload`. */
  function frame(payload) {
    const length = payload.length + 7;
    const header = Buffer.from([
      0xff,
      0xf1,
      0x4c,
      0x40 | (length >> 11),
      (length >> 3) & 0xff,
      ((length & 7) << 5) | 0x1f,
      0xfc,
    ]);
    return Buffer.concat([header, payload]);
  }

  it('keeps headers and 16 bytes clear, encrypts whole blocks per frame from the IV, leaves the tail', () => {
    const payload = Buffer.alloc(40, 0x5a);
    const stream = Buffer.concat([frame(payload), frame(payload), frame(Buffer.alloc(20, 0x11))]);
    const out = encryptAdts(stream, key, iv);
    expect(out.length).toBe(stream.length);
    for (const at of [0, 47]) {
      expect(out.subarray(at, at + 7 + 16)).toEqual(stream.subarray(at, at + 7 + 16));
      expect(out.subarray(at + 23, at + 39)).toEqual(cbcBlock(payload.subarray(16, 32), iv));
      expect(out.subarray(at + 39, at + 47)).toEqual(payload.subarray(32));
    }
    expect(out.subarray(94)).toEqual(stream.subarray(94));
  });

  it('refuses a stream that is not ADTS instead of writing garbage', () => {
    expect(() => encryptAdts(Buffer.from([1, 2, 3, 4, 5, 6, 7]), key, iv)).toThrow(/no frame header/);
  });
});
