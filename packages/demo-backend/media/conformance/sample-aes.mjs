// Apple's HLS SAMPLE-AES for MPEG-TS elementary streams ("MPEG-2 Stream Encryption Format for HTTP Live
// Streaming"), written here because no packager on this machine makes it (Debian's ffmpeg has no SAMPLE-AES).
// Every NAL unit or ADTS frame is encrypted on its own with AES-128-CBC, the chain restarting from the
// playlist's IV each time, and it keeps its length apart from H.264 emulation prevention:
//  - H.264: only slices (NAL types 1 and 5) longer than 48 bytes, taken as the encoder wrote them (their own
//    emulation prevention bytes included). The first 32 bytes (NAL header + 31) stay clear, then one 16-byte
//    block in ten is encrypted (1:9 pattern) while more than 16 bytes remain; the rest stays clear. Emulation
//    prevention is then applied once more over the whole unit, since the cipher text can hold 00 00 0x runs a
//    parser would take for a start code; a player removes that layer, decrypts, and hands the decoder the
//    unit exactly as the encoder made it.
//  - AAC in ADTS: after the 7- or 9-byte header, 16 bytes stay clear, then every whole 16-byte block is
//    encrypted; the last 0-15 bytes stay clear.
// A player such as hls.js undoes exactly this (remove emulation prevention, decrypt the same blocks).
import { createCipheriv } from 'node:crypto';

const BLOCK = 16;

/** The NAL units of an Annex B stream: where each starts (after its start code) and ends. */
export function annexBUnits(stream) {
  const starts = [];
  for (let i = 0; i + 2 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      starts.push(i + 3);
      i += 2;
    }
  }
  return starts.map((start, n) => {
    let end = n + 1 < starts.length ? starts[n + 1] - 3 : stream.length;
    // A 4-byte start code's leading zero (and trailing zero bytes) belong to no unit.
    while (end > start && stream[end - 1] === 0) end--;
    return { start, end };
  });
}

/** Emulation prevention applied: an 03 before any 00-03 that follows 00 00, and after a trailing 00. */
export function addEmulationPrevention(rbsp) {
  const out = [];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  if (rbsp.length > 0 && rbsp[rbsp.length - 1] === 0) out.push(3);
  return Buffer.from(out);
}

/** Encrypts `blocks` (offsets of 16-byte blocks in `data`) in place as one CBC chain from `iv`. */
function encryptBlocks(data, offsets, key, iv) {
  if (offsets.length === 0) return;
  const cipher = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  const plain = Buffer.concat(offsets.map((at) => data.subarray(at, at + BLOCK)));
  const sealed = cipher.update(plain);
  offsets.forEach((at, i) => {
    sealed.copy(data, at, i * BLOCK, (i + 1) * BLOCK);
  });
}

/** The 16-byte blocks SAMPLE-AES encrypts in an H.264 slice of `length` bytes (before the second escaping). */
export function sliceBlocks(length) {
  const offsets = [];
  if (length <= 48) return offsets;
  for (let at = 32; length - at > BLOCK; at += 10 * BLOCK) offsets.push(at);
  return offsets;
}

/** One NAL unit (header byte first, emulation prevention in place), encrypted if it is a slice. */
export function encryptNalUnit(unit, key, iv) {
  const type = unit[0] & 0x1f;
  const data = Buffer.from(unit);
  if (type !== 1 && type !== 5) return data;
  const offsets = sliceBlocks(data.length);
  if (offsets.length === 0) return data;
  encryptBlocks(data, offsets, key, iv);
  // A second layer over the encoder's own: the player removes exactly this one before decrypting.
  return addEmulationPrevention(data);
}

/** A whole Annex B H.264 stream with every slice encrypted; start codes become 4 bytes (00 00 00 01). */
export function encryptH264(stream, key, iv) {
  const parts = [];
  for (const { start, end } of annexBUnits(stream)) {
    parts.push(Buffer.from([0, 0, 0, 1]), encryptNalUnit(stream.subarray(start, end), key, iv));
  }
  return Buffer.concat(parts);
}

/** The 16-byte blocks SAMPLE-AES encrypts in an AAC frame's payload (after its ADTS header). */
export function aacBlocks(payloadLength) {
  const offsets = [];
  for (let at = BLOCK; payloadLength - at >= BLOCK; at += BLOCK) offsets.push(at);
  return offsets;
}

/** A whole ADTS stream with every frame's payload encrypted; headers (and frame lengths) unchanged. */
export function encryptAdts(stream, key, iv) {
  const out = Buffer.from(stream);
  let at = 0;
  while (at < out.length) {
    if (out[at] !== 0xff || (out[at + 1] & 0xf6) !== 0xf0) throw new Error(`adts: no frame header at ${at}`);
    const headerLength = out[at + 1] & 0x01 ? 7 : 9;
    const frameLength = ((out[at + 3] & 0x03) << 11) | (out[at + 4] << 3) | (out[at + 5] >> 5);
    if (frameLength < headerLength || at + frameLength > out.length) {
      throw new Error(`adts: frame at ${at} claims ${frameLength} bytes`);
    }
    const payload = out.subarray(at + headerLength, at + frameLength);
    encryptBlocks(payload, aacBlocks(payload.length), key, iv);
    at += frameLength;
  }
  return out;
}
