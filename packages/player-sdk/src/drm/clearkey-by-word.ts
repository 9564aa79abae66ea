/**
 * Why: when the operator offers a `dash_clearkey` stream with `laClearkey`, its word decides the key system,
 * not the manifest. Third-party packagers write MPDs that signal only Widevine and PlayReady (plus the generic
 * `mp4protection` with the default KID) and put only those PSSH boxes in the init segments; shaka then asks for
 * Widevine/PlayReady, which this browser lacks, and the stream fails with `drm.no_key_system`. So:
 *  - every DRM scheme URI in the MPD is read as ClearKey (shaka's `keySystemsByURI`), so its key ids and init
 *    data are kept but the CDM asked for is `org.w3.clearkey`;
 *  - the ClearKey CDM reads key ids only from a W3C "common" PSSH (system 1077efec…), so whatever `cenc` init
 *    data arrives (a Widevine or PlayReady PSSH) is rewritten into one common PSSH v1 naming the key ids found
 *    in the PSSH boxes (v1 headers, Widevine's `key_id` fields) and in the manifest's default KIDs.
 * The licence request is then the CDM's W3C ClearKey JSON (`{"kids":[…],"type":"temporary"}`).
 */

/** W3C common PSSH system id, the one ClearKey CDMs read key ids from. */
export const COMMON_SYSTEM_ID = '1077efecc0b24d02ace33c1e52e2fb4b';
const WIDEVINE_SYSTEM_ID = 'edef8ba979d64acea3c827dcd51d21ed';

/** Every DRM scheme URI a DASH manifest may carry; under the operator's ClearKey word each means ClearKey. */
export const CLEARKEY_BY_URI: Readonly<Record<string, string>> = Object.fromEntries(
  [
    '1077efec-c0b2-4d02-ace3-3c1e52e2fb4b',
    'e2719d58-a985-b3c9-781a-b030af78d30e',
    'edef8ba9-79d6-4ace-a3c8-27dcd51d21ed',
    '9a04f079-9840-4286-ab92-e65be0885f95',
    '79f0049a-4098-8642-ab92-e65be0885f95',
  ].map((uuid) => [`urn:uuid:${uuid}`, 'org.w3.clearkey']),
);

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

interface Pssh {
  systemId: string;
  keyIds: string[];
  data: Uint8Array;
}

/** The PSSH boxes of a `cenc` init data blob (a concatenation of whole boxes); anything else is skipped. */
export function readPsshBoxes(initData: Uint8Array): Pssh[] {
  const view = new DataView(initData.buffer, initData.byteOffset, initData.byteLength);
  const boxes: Pssh[] = [];
  let at = 0;
  while (at + 8 <= initData.length) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > initData.length) break;
    const type = String.fromCharCode(...initData.subarray(at + 4, at + 8));
    if (type === 'pssh' && size >= 32) {
      const version = initData[at + 8] ?? 0;
      const systemId = hex(initData.subarray(at + 12, at + 28));
      let cursor = at + 28;
      const keyIds: string[] = [];
      if (version > 0) {
        const count = view.getUint32(cursor);
        cursor += 4;
        for (let i = 0; i < count && cursor + 16 <= at + size; i++, cursor += 16) {
          keyIds.push(hex(initData.subarray(cursor, cursor + 16)));
        }
      }
      const length = cursor + 4 <= at + size ? view.getUint32(cursor) : 0;
      const data = initData.subarray(cursor + 4, Math.min(at + size, cursor + 4 + length));
      boxes.push({ systemId, keyIds, data });
    }
    at += size;
  }
  return boxes;
}

/** Widevine's PSSH data is a protobuf whose field 2 (`key_id`, bytes) repeats once per key. */
function widevineKeyIds(data: Uint8Array): string[] {
  const ids: string[] = [];
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 0;
    while (at < data.length) {
      const byte = data[at++] as number;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
    return value;
  };
  while (at < data.length) {
    const tag = varint();
    const wire = tag & 7;
    if (wire === 0) varint();
    else if (wire === 2) {
      const length = varint();
      if (tag >>> 3 === 2 && length === 16) ids.push(hex(data.subarray(at, at + 16)));
      at += length;
    } else if (wire === 5) at += 4;
    else if (wire === 1) at += 8;
    else break;
  }
  return ids;
}

/** One common-system PSSH v1 box naming these key ids (hex), as a ClearKey CDM reads them. */
export function commonPssh(keyIdsHex: readonly string[]): Uint8Array {
  const size = 32 + 16 * keyIdsHex.length + 4;
  const box = new Uint8Array(size);
  const view = new DataView(box.buffer);
  view.setUint32(0, size);
  box.set([0x70, 0x73, 0x73, 0x68, 0x01, 0, 0, 0], 4); // 'pssh', version 1, flags 0
  box.set(fromHex(COMMON_SYSTEM_ID), 12);
  view.setUint32(28, keyIdsHex.length);
  keyIdsHex.forEach((kid, i) => {
    box.set(fromHex(kid), 32 + 16 * i);
  });
  return box;
}

function fromHex(value: string): Uint8Array {
  return Uint8Array.from(value.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/**
 * What the ClearKey CDM should get for this init data: a common PSSH with every key id known for it. Init
 * data that already carries a common PSSH, or is not `cenc`, goes through as it is; `cenc` data with no key id
 * anywhere also does (the CDM then names the problem).
 */
export function clearKeyInitData(
  initData: Uint8Array,
  initDataType: string,
  manifestKeyIds: Iterable<string> = [],
): Uint8Array {
  if (initDataType !== 'cenc') return initData;
  const boxes = readPsshBoxes(initData);
  if (boxes.some((box) => box.systemId === COMMON_SYSTEM_ID)) return initData;
  const ids = new Set<string>();
  for (const box of boxes) {
    for (const id of box.keyIds) ids.add(id);
    if (box.systemId === WIDEVINE_SYSTEM_ID) for (const id of widevineKeyIds(box.data)) ids.add(id);
  }
  for (const id of manifestKeyIds) {
    const clean = id.replace(/-/g, '').toLowerCase();
    if (/^[0-9a-f]{32}$/.test(clean)) ids.add(clean);
  }
  return ids.size > 0 ? commonPssh([...ids].sort()) : initData;
}
