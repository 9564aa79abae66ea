import { VastError } from '../errors';
import type { VastMediaFile } from '../types';
import { createCanPlay, selectMediaFile } from './select-media-file';

const mp4 = (width: number, height: number, bitrate?: number): VastMediaFile => ({
  url: `https://cdn/${width}x${height}-${bitrate}.mp4`,
  delivery: 'progressive',
  type: 'video/mp4',
  width,
  height,
  ...(bitrate === undefined ? {} : { bitrate }),
});
const hls: VastMediaFile = {
  url: 'https://cdn/a.m3u8',
  delivery: 'streaming',
  type: 'application/x-mpegURL',
  width: 1280,
  height: 720,
};
const vpaid: VastMediaFile = {
  url: 'https://cdn/v.js',
  delivery: 'progressive',
  type: 'application/javascript',
  width: 640,
  height: 360,
  apiFramework: 'VPAID',
};
const webm: VastMediaFile = {
  url: 'https://cdn/a.webm',
  delivery: 'progressive',
  type: 'video/webm',
  width: 640,
  height: 360,
};
const flv: VastMediaFile = {
  url: 'https://cdn/a.flv',
  delivery: 'progressive',
  type: 'video/x-flv',
  width: 640,
  height: 360,
};

const chromium = (type: string) => (/^video\/(mp4|webm)/.test(type) ? 'maybe' : '');

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof VastError) return error.code;
    throw error;
  }
  return undefined;
}

describe('selectMediaFile', () => {
  it('picks the file closest to the player size', () => {
    const files = [mp4(1920, 1080), mp4(640, 360), mp4(1280, 720)];
    expect(selectMediaFile(files, { canPlayType: chromium, width: 1200, height: 700 }).width).toBe(1280);
    expect(selectMediaFile(files, { canPlayType: chromium, width: 480, height: 270 }).width).toBe(640);
  });

  it('prefers a bitrate that fits the bandwidth, then the closest one', () => {
    const files = [mp4(1280, 720, 3000), mp4(1280, 720, 1200), mp4(640, 360, 500)];
    expect(
      selectMediaFile(files, { canPlayType: chromium, width: 1280, height: 720, bandwidthKbps: 1500 })
        .bitrate,
    ).toBe(1200);
    expect(
      selectMediaFile(files, { canPlayType: chromium, width: 1280, height: 720, bandwidthKbps: 800 }).bitrate,
    ).toBe(500);
    expect(
      selectMediaFile(files, { canPlayType: chromium, width: 1280, height: 720, bandwidthKbps: 100 }).bitrate,
    ).toBe(1200);
  });

  it('plays HLS only when the host engine can', () => {
    expect(
      codeOf(() => selectMediaFile([hls], { canPlayType: () => 'maybe', width: 640, height: 360 })),
    ).toBe(403);
    expect(
      selectMediaFile([hls, flv], { canPlayType: chromium, hlsSupported: true, width: 640, height: 360 }),
    ).toBe(hls);
  });

  it('skips VPAID and formats the browser cannot play', () => {
    expect(selectMediaFile([vpaid, flv, webm], { canPlayType: chromium, width: 640, height: 360 })).toBe(
      webm,
    );
  });

  it('gives 901 when only VPAID is offered and 403 when nothing plays', () => {
    expect(codeOf(() => selectMediaFile([vpaid], { canPlayType: chromium, width: 640, height: 360 }))).toBe(
      901,
    );
    expect(codeOf(() => selectMediaFile([flv], { canPlayType: chromium, width: 640, height: 360 }))).toBe(
      403,
    );
    expect(codeOf(() => selectMediaFile([], { canPlayType: chromium, width: 640, height: 360 }))).toBe(403);
  });

  it('lets the host decide playability through canPlay', () => {
    const canPlay = (file: VastMediaFile) => file.type === 'video/webm';
    expect(selectMediaFile([mp4(640, 360), webm], { canPlay, width: 640, height: 360 })).toBe(webm);
  });

  it('asks canPlayType with the codec when one is given', () => {
    const asked: string[] = [];
    const canPlayType = (type: string) => {
      asked.push(type);
      return 'maybe';
    };
    createCanPlay({ canPlayType })({ ...mp4(1, 1), codec: 'avc1.42E01E' });
    expect(asked).toEqual(['video/mp4; codecs="avc1.42E01E"']);
  });
});
