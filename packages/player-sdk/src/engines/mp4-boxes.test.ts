/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initTracks, segmentStarts } from './mp4-boxes';

const media = (path: string): ArrayBuffer => {
  const committed = join(dirname(fileURLToPath(import.meta.url)), '../../../demo-backend/media/committed');
  const bytes = readFileSync(join(committed, path));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

/** A box: 32-bit size, type, content. */
function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const size = 8 + content.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  let at = 8;
  for (const part of content) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const words = (...values: number[]): Uint8Array => {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  for (const [i, value] of values.entries()) view.setUint32(i * 4, value);
  return out;
};

describe('initTracks', () => {
  it('reads the muxed live init: a video and an audio track with their timescales', () => {
    expect(initTracks(media('live/live1/v360/init.mp4'))).toEqual([
      { id: 1, kind: 'video', timescale: 12800 },
      { id: 2, kind: 'audio', timescale: 48000 },
    ]);
  });

  it('reads a video-only and an audio-only init (a film with alternate audio)', () => {
    expect(initTracks(media('vod/feature/v360/init.mp4'))?.map((t) => t.kind)).toEqual(['video']);
    expect(initTracks(media('vod/feature/a-ru/init.mp4'))?.map((t) => t.kind)).toEqual(['audio']);
  });

  it('is null for bytes without a moov, or cut off inside it', () => {
    expect(initTracks(media('live/live1/v360/seg-1.m4s'))).toBeNull();
    expect(initTracks(new Uint8Array([0, 0, 0, 40, 109, 111, 111, 118]).buffer)).toBeNull();
    expect(initTracks(new ArrayBuffer(3))).toBeNull();
  });

  it('reads version 1 headers (64-bit times) at their own offsets', () => {
    const tkhd = box('tkhd', words(0x01000000, 0, 0, 0, 0, 7));
    const mdhd = box('mdhd', words(0x01000000, 0, 0, 0, 0, 90000));
    const hdlr = box('hdlr', words(0, 0, 0x76696465));
    const init = box('moov', box('trak', tkhd, box('mdia', mdhd, hdlr)));
    expect(initTracks(init.slice().buffer)).toEqual([{ id: 7, kind: 'video', timescale: 90000 }]);
  });
});

describe('segmentStarts', () => {
  it("reads each track's first decode time", () => {
    expect(segmentStarts(media('live/live1/v360/seg-1.m4s'))).toEqual(
      new Map([
        [1, 25600],
        [2, 97280],
      ]),
    );
  });

  it('reads a 64-bit tfdt', () => {
    const traf = box('traf', box('tfhd', words(0, 3)), box('tfdt', words(0x01000000, 1, 5)));
    expect(segmentStarts(box('moof', traf).slice().buffer)).toEqual(new Map([[3, 2 ** 32 + 5]]));
  });

  it('is null without a moof or a tfdt', () => {
    expect(segmentStarts(media('live/live1/v360/init.mp4'))).toBeNull();
    const traf = box('traf', box('tfhd', words(0, 3)));
    expect(segmentStarts(box('moof', traf).slice().buffer)).toBeNull();
  });
});
