// A minimal ISO-BMFF (MP4) box tree: enough to read ffmpeg's fragmented output and write it back with
// boxes added or renamed. Sizes are recomputed on write, so editing a child never leaves a parent stale.

export interface Mp4Box {
  type: string;
  /** Bytes between the box header and its first child (e.g. a sample entry's fixed fields); the whole payload for a leaf. */
  head: Buffer;
  /** Present for boxes we descend into. */
  children?: Mp4Box[];
}

// Bytes of fixed fields before the child boxes, for the container types we need to descend into.
const CHILD_OFFSET: Record<string, number> = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  mvex: 0,
  moof: 0,
  traf: 0,
  dinf: 0,
  edts: 0,
  sinf: 0,
  schi: 0,
  stsd: 8,
  avc1: 78,
  avc3: 78,
  encv: 78,
  mp4a: 28,
  enca: 28,
};

function childOffset(type: string, payload: Buffer): number | undefined {
  const base = CHILD_OFFSET[type];
  if (base === undefined) return undefined;
  // AudioSampleEntry version 1 (QuickTime style) carries 16 more bytes of fixed fields.
  if ((type === 'mp4a' || type === 'enca') && payload.length >= 10 && payload.readUInt16BE(8) === 1)
    return 44;
  return base;
}

export function parseBoxes(buf: Buffer, start = 0, end = buf.length): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  let pos = start;
  while (pos < end) {
    if (end - pos < 8) throw new Error(`mp4: truncated box header at byte ${pos}`);
    let size = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header || pos + size > end)
      throw new Error(`mp4: box '${type}' at byte ${pos} overruns its parent`);
    const payload = buf.subarray(pos + header, pos + size);
    const offset = childOffset(type, payload);
    if (offset === undefined) {
      boxes.push({ type, head: payload });
    } else {
      if (payload.length < offset) throw new Error(`mp4: box '${type}' is shorter than its fixed fields`);
      boxes.push({ type, head: payload.subarray(0, offset), children: parseBoxes(payload, offset) });
    }
    pos += size;
  }
  return boxes;
}

export function serializeBox(box: Mp4Box): Buffer {
  const body = box.children ? Buffer.concat([box.head, ...box.children.map(serializeBox)]) : box.head;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(box.type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export const serializeBoxes = (boxes: Mp4Box[]): Buffer => Buffer.concat(boxes.map(serializeBox));

export function boxSize(box: Mp4Box): number {
  return 8 + box.head.length + (box.children ?? []).reduce((sum, c) => sum + boxSize(c), 0);
}

/** The first box along a path of types, e.g. find(moov, 'trak', 'mdia'). */
export function findBox(boxes: Mp4Box[] | undefined, ...path: string[]): Mp4Box | undefined {
  let level = boxes;
  let found: Mp4Box | undefined;
  for (const type of path) {
    found = level?.find((b) => b.type === type);
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}

export function requireBox(boxes: Mp4Box[] | undefined, ...path: string[]): Mp4Box {
  const box = findBox(boxes, ...path);
  if (!box) throw new Error(`mp4: missing box ${path.join('/')}`);
  return box;
}

export function leaf(type: string, payload: Buffer): Mp4Box {
  return { type, head: payload };
}

export function fullBoxHeader(version: number, flags: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return b;
}

export function readFullBox(head: Buffer): { version: number; flags: number } {
  const v = head.readUInt32BE(0);
  return { version: v >>> 24, flags: v & 0xffffff };
}
