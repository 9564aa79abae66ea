import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBoxes, serializeBoxes } from './boxes';
import { readMovieSummary, readTracks, segmentDuration } from './inspect';

// ffmpeg's real output from the committed set.
const committed = join(import.meta.dirname, '../../../media/committed');
const read = (path: string) => readFileSync(join(committed, path));

describe('boxes', () => {
  it('write back exactly the bytes they were read from', () => {
    for (const path of [
      'vod/feature/v720/init.mp4',
      'vod/feature/v720/seg-3.m4s',
      'live/live2/v180/seg-0.m4s',
    ]) {
      const bytes = read(path);
      expect(serializeBoxes(parseBoxes(bytes)).equals(bytes), path).toBe(true);
    }
  });

  it('refuse a box that overruns its parent', () => {
    const bytes = Buffer.from(read('vod/feature/a-ru/init.mp4'));
    bytes.writeUInt32BE(bytes.length + 100, 0);
    expect(() => parseBoxes(bytes)).toThrow(/overruns/);
  });
});

describe('readTracks', () => {
  it('reads codec, size and timescale of a video track', () => {
    const [video] = readTracks(read('vod/feature/v1440/init.mp4'));
    expect(video).toMatchObject({
      kind: 'video',
      width: 2560,
      height: 1440,
      timescale: 12800,
      nalLengthSize: 4,
    });
    expect(video?.codec).toMatch(/^avc1\.4d[0-9a-f]{4}$/);
  });

  it('reads AAC-LC from the esds of an audio track', () => {
    const [audio] = readTracks(read('vod/feature/a-en2/init.mp4'));
    expect(audio).toMatchObject({ kind: 'audio', codec: 'mp4a.40.2', sampleRate: 48000, timescale: 48000 });
  });

  it('reads both tracks of a muxed live rendition', () => {
    expect(readTracks(read('live/live1/v360/init.mp4')).map((t) => t.kind)).toEqual(['video', 'audio']);
  });
});

it('segmentDuration gives a video segment its 2 s and its place on the timeline', () => {
  const [video] = readTracks(read('vod/feature/v240/init.mp4'));
  if (!video) throw new Error('no video track');
  expect(segmentDuration(read('vod/feature/v240/seg-4.m4s'), video)).toEqual({ start: 8, duration: 2 });
});

it('readMovieSummary reads an ad creative’s duration and size', () => {
  expect(readMovieSummary(read('ads/ad3.mp4'))).toEqual({ durationSec: 15, width: 320, height: 180 });
});
