import {
  CLEARKEY_BY_URI,
  COMMON_SYSTEM_ID,
  clearKeyInitData,
  commonPssh,
  readPsshBoxes,
} from './clearkey-by-word';

const KID_A = '0123456789abcdef0123456789abcdef';
const KID_B = 'fedcba9876543210fedcba9876543210';
const WIDEVINE = 'edef8ba979d64acea3c827dcd51d21ed';
const PLAYREADY = '9a04f07998404286ab92e65be0885f95';

const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (p) => Number.parseInt(p, 16));

function pssh(systemId: string, data: Uint8Array, keyIds: string[] = []): Uint8Array {
  const v1 = keyIds.length > 0;
  const size = 32 + (v1 ? 4 + 16 * keyIds.length : 0) + data.length;
  const box = new Uint8Array(size);
  const view = new DataView(box.buffer);
  view.setUint32(0, size);
  box.set([0x70, 0x73, 0x73, 0x68, v1 ? 1 : 0, 0, 0, 0], 4);
  box.set(fromHex(systemId), 12);
  let at = 28;
  if (v1) {
    view.setUint32(at, keyIds.length);
    at += 4;
    for (const id of keyIds) {
      box.set(fromHex(id), at);
      at += 16;
    }
  }
  view.setUint32(at, data.length);
  box.set(data, at + 4);
  return box;
}

/** Widevine PSSH data as packagers write it: algorithm (1, varint), key_id (2, bytes) per key, provider (3). */
function widevineData(keyIds: string[]): Uint8Array {
  const parts: number[] = [0x08, 0x01];
  for (const id of keyIds) parts.push(0x12, 0x10, ...fromHex(id));
  parts.push(0x1a, 0x04, ...new TextEncoder().encode('demo'));
  return Uint8Array.from(parts);
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('clearKeyInitData', () => {
  it('turns a Widevine + PlayReady PSSH pair into one common PSSH with the Widevine key ids', () => {
    const init = concat(pssh(WIDEVINE, widevineData([KID_B, KID_A])), pssh(PLAYREADY, new Uint8Array(40)));
    const boxes = readPsshBoxes(clearKeyInitData(init, 'cenc'));
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({ systemId: COMMON_SYSTEM_ID, keyIds: [KID_A, KID_B] });
  });

  it('adds the manifest default KIDs (dashed or not) to what the PSSH names', () => {
    const init = pssh(PLAYREADY, new Uint8Array(12));
    const dashed = `${KID_B.slice(0, 8)}-${KID_B.slice(8, 12)}-${KID_B.slice(12, 16)}-${KID_B.slice(16, 20)}-${KID_B.slice(20)}`;
    const out = clearKeyInitData(init, 'cenc', [dashed.toUpperCase()]);
    expect(readPsshBoxes(out)[0]?.keyIds).toEqual([KID_B]);
  });

  it('reads key ids from any v1 PSSH header', () => {
    const out = clearKeyInitData(pssh(PLAYREADY, new Uint8Array(4), [KID_A]), 'cenc');
    expect(readPsshBoxes(out)[0]).toMatchObject({ systemId: COMMON_SYSTEM_ID, keyIds: [KID_A] });
  });

  it('passes init data that already has a common PSSH, keyids JSON, or no key id at all', () => {
    const common = concat(pssh(WIDEVINE, widevineData([KID_B])), commonPssh([KID_A]));
    expect(clearKeyInitData(common, 'cenc')).toBe(common);
    const keyids = new TextEncoder().encode('{"kids":["ASNFZ4mrze8BI0VniavN7w"]}');
    expect(clearKeyInitData(keyids, 'keyids', [KID_B])).toBe(keyids);
    const bare = pssh(PLAYREADY, new Uint8Array(8));
    expect(clearKeyInitData(bare, 'cenc')).toBe(bare);
  });

  it('stops at a truncated box instead of reading past the data', () => {
    const whole = pssh(WIDEVINE, widevineData([KID_A]));
    expect(readPsshBoxes(whole.subarray(0, whole.length - 3))).toEqual([]);
  });
});

describe('CLEARKEY_BY_URI', () => {
  it('maps the Widevine, PlayReady and ClearKey scheme URIs to ClearKey, and nothing to FairPlay', () => {
    expect(CLEARKEY_BY_URI['urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed']).toBe('org.w3.clearkey');
    expect(CLEARKEY_BY_URI['urn:uuid:9a04f079-9840-4286-ab92-e65be0885f95']).toBe('org.w3.clearkey');
    expect(Object.values(CLEARKEY_BY_URI).every((v) => v === 'org.w3.clearkey')).toBe(true);
    expect(Object.keys(CLEARKEY_BY_URI).some((k) => k.includes('94ce86fb'))).toBe(false);
  });
});
