import { pictureLayout, presentStartup, splitCodecs, startAt, timestampOffset } from './hls-startup-picture';

describe('splitCodecs', () => {
  it('splits a CODECS attribute into its video and audio codec', () => {
    expect(splitCodecs('avc1.4d401e,mp4a.40.2')).toEqual({ video: 'avc1.4d401e', audio: 'mp4a.40.2' });
    expect(splitCodecs(' mp4a.40.2 , hvc1.1.6.L93.B0')).toEqual({
      video: 'hvc1.1.6.L93.B0',
      audio: 'mp4a.40.2',
    });
    expect(splitCodecs('avc1.4d401e')).toEqual({ video: 'avc1.4d401e', audio: null });
  });

  it('is null without a video codec (audio-only, or nothing declared)', () => {
    expect(splitCodecs('mp4a.40.2')).toBeNull();
    expect(splitCodecs(undefined)).toBeNull();
    expect(splitCodecs('')).toBeNull();
  });
});

describe('pictureLayout', () => {
  const codecs = { video: 'avc1.4d401e', audio: 'mp4a.40.2' };

  it("a muxed init is one 'audiovideo' buffer, audio codec first as hls.js writes it", () => {
    expect(pictureLayout(['video', 'audio'], codecs, false)).toEqual([
      {
        name: 'audiovideo',
        id: 'main',
        type: 'video/mp4; codecs="mp4a.40.2,avc1.4d401e"',
        codec: 'mp4a.40.2,avc1.4d401e',
      },
    ]);
  });

  it("a video-only init with alternate audio is a 'video' and an 'audio' buffer", () => {
    expect(pictureLayout(['video'], codecs, true)?.map((part) => [part.name, part.id, part.type])).toEqual([
      ['video', 'main', 'video/mp4; codecs="avc1.4d401e"'],
      ['audio', 'audio', 'audio/mp4; codecs="mp4a.40.2"'],
    ]);
    expect(pictureLayout(['video'], { ...codecs, audio: null }, false)?.map((part) => part.name)).toEqual([
      'video',
    ]);
  });

  it('is null when the init and the playlist disagree', () => {
    expect(pictureLayout(['audio'], codecs, false)).toBeNull();
    expect(pictureLayout(['video', 'audio'], codecs, true)).toBeNull();
    expect(pictureLayout(['video', 'audio'], { ...codecs, audio: null }, false)).toBeNull();
    expect(pictureLayout(['video'], { ...codecs, audio: null }, true)).toBeNull();
  });
});

describe('timestampOffset', () => {
  it("puts the earliest track's first decode time on the segment's playlist time (hls.js's initPTS)", () => {
    const tracks = [
      { id: 1, timescale: 12800 },
      { id: 2, timescale: 48000 },
    ];
    // The demo live channel: video at 10 s, audio 26.7 ms later; the segment is the fourth of the playlist (6 s).
    const starts = new Map([
      [1, 128000],
      [2, 481280],
    ]);
    expect(timestampOffset(tracks, starts, 6)).toBe(-4);
    // Audio first: audio is the base.
    expect(
      timestampOffset(
        tracks,
        new Map([
          [1, 128000],
          [2, 470400],
        ]),
        6,
      ),
    ).toBeCloseTo(-3.8, 10);
  });

  it('is null when a declared track has no fragment in the segment', () => {
    expect(
      timestampOffset(
        [
          { id: 1, timescale: 1000 },
          { id: 2, timescale: 1000 },
        ],
        new Map([[1, 0]]),
        0,
      ),
    ).toBeNull();
  });
});

describe('startAt', () => {
  it('keeps a position that is buffered', () => {
    expect(startAt(6, [[6, 8]])).toBe(6);
    expect(startAt(7.5, [[6, 8]])).toBe(7.5);
  });

  it("moves to the buffer's start when it begins a hair after the position (audio frames)", () => {
    expect(startAt(6, [[6.0267, 8]])).toBe(6.0267);
  });

  it('leaves a position far from any buffer as it is (the engine takes over from there)', () => {
    expect(startAt(6, [[7, 8]])).toBe(6);
    expect(startAt(6, [])).toBe(6);
  });
});

describe('presentStartup', () => {
  it('leaves the element untouched where there is no MSE or no video codec', async () => {
    const video = document.createElement('video');
    const input = { codecs: 'avc1.4d401e', main: Promise.resolve(null), audio: null, autoplay: true };
    expect(await presentStartup(video, new AbortController().signal, input)).toBeNull();
    expect(
      await presentStartup(video, new AbortController().signal, { ...input, codecs: 'mp4a.40.2' }),
    ).toBeNull();
    expect(video.hasAttribute('src')).toBe(false);
  });
});
