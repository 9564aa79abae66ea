// Turns ffmpeg's clear init segment into a 'cenc' (or 'cbcs') protected one: the sample entry becomes encv/enca with a
// sinf (frma, schm, tenc) naming our key id, and moov carries a ClearKey (W3C common) pssh so the browser
// can raise 'encrypted' with the key id without reading the MPD.
import { fullBoxHeader, leaf, type Mp4Box, parseBoxes, requireBox, serializeBoxes } from '../mp4/boxes';
import { originalFormat } from '../mp4/inspect';

/** W3C "common" PSSH system id used by ClearKey: 1077efec-c0b2-4d02-ace3-3c1e52e2fb4b. */
export const CLEARKEY_SYSTEM_ID = Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex');
export const IV_SIZE = 8;

/** 'cenc' (AES-CTR, 8-byte per-sample IVs) or 'cbcs' (AES-CBC 1:9 pattern for video, whole blocks for audio, one constant IV). */
export type Protection = { scheme: 'cenc' } | { scheme: 'cbcs'; iv: Buffer };

export function keyIdBytes(kidHex: string): Buffer {
  if (!/^[0-9a-f]{32}$/i.test(kidHex)) throw new Error(`cenc: key id must be 32 hex digits, got '${kidHex}'`);
  return Buffer.from(kidHex, 'hex');
}

export function clearKeyPssh(kid: Buffer): Mp4Box {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(1, 0);
  return leaf('pssh', Buffer.concat([fullBoxHeader(1, 0), CLEARKEY_SYSTEM_ID, count, kid, Buffer.alloc(4)]));
}

/** tenc v1 for cbcs: the pattern (crypt:skip nibbles), isProtected, no per-sample IV, KID, the constant IV. */
function cbcsTenc(kid: Buffer, iv: Buffer, video: boolean): Buffer {
  if (iv.length !== 16) throw new Error('cbcs: the constant IV must be 16 bytes');
  const pattern = video ? 0x19 : 0x00;
  return Buffer.concat([fullBoxHeader(1, 0), Buffer.from([0, pattern, 1, 0]), kid, Buffer.from([16]), iv]);
}

function sinf(format: string, kid: Buffer, protection: Protection): Mp4Box {
  const schm = Buffer.alloc(8);
  schm.write(protection.scheme, 0, 'latin1');
  schm.writeUInt32BE(0x00010000, 4);
  // tenc v0: two reserved bytes, isProtected = 1, per-sample IV size, default KID.
  const tenc =
    protection.scheme === 'cbcs'
      ? cbcsTenc(kid, protection.iv, format.startsWith('avc'))
      : Buffer.concat([fullBoxHeader(0, 0), Buffer.from([0, 0, 1, IV_SIZE]), kid]);
  return {
    type: 'sinf',
    head: Buffer.alloc(0),
    children: [
      leaf('frma', Buffer.from(format, 'latin1')),
      leaf('schm', Buffer.concat([fullBoxHeader(0, 0), schm])),
      { type: 'schi', head: Buffer.alloc(0), children: [leaf('tenc', tenc)] },
    ],
  };
}

export function encryptInit(
  init: Buffer,
  kidHex: string,
  protection: Protection = { scheme: 'cenc' },
): Buffer {
  const kid = keyIdBytes(kidHex);
  const boxes = parseBoxes(init);
  const moov = requireBox(boxes, 'moov');
  for (const trak of (moov.children ?? []).filter((b) => b.type === 'trak')) {
    const stsd = requireBox(trak.children, 'mdia', 'minf', 'stbl', 'stsd');
    const entry = stsd.children?.[0];
    if (!entry?.children) throw new Error('cenc: track has no sample entry');
    if (entry.type === 'encv' || entry.type === 'enca')
      throw new Error('cenc: init segment is already encrypted');
    const format = originalFormat(entry);
    if (format === 'avc1' || format === 'avc3') entry.type = 'encv';
    else if (format === 'mp4a') entry.type = 'enca';
    else throw new Error(`cenc: cannot protect sample entry '${format}'`);
    entry.children.push(sinf(format, kid, protection));
  }
  const children = moov.children ?? [];
  const mvex = children.findIndex((b) => b.type === 'mvex');
  children.splice(mvex < 0 ? children.length : mvex, 0, clearKeyPssh(kid));
  return serializeBoxes(boxes);
}
