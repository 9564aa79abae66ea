import {
  HLS_DEFAULT_ESTIMATE_BPS,
  startAudio,
  startFiles,
  startVariant,
  variantsOf,
} from './hls-startup-pick';

// The demo backend's live channel and film, as it serves them (only the lines these rules read).
const LIVE_MASTER = [
  '#EXTM3U',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="subs-en/live.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=149748,AVERAGE-BANDWIDTH=136878,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",SUBTITLES="subs"',
  'v360/live.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=77028,RESOLUTION=320x180,CODECS="avc1.4d400c,mp4a.40.2",SUBTITLES="subs"',
  'v180/live.m3u8',
].join('\n');
const FILM_MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=356736,RESOLUTION=426x240',
  'v240/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=404632,RESOLUTION=640x360',
  'v360/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=538972,RESOLUTION=1280x720',
  'v720/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=467212,RESOLUTION=2560x1440',
  'v1440/index.m3u8',
].join('\n');
const LIVE_URL = 'http://media/live/live1/master.m3u8';
const FILM_URL = 'http://media/vod/feature/master.m3u8';

const live = (segments: number, extra: string[] = []) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-MEDIA-SEQUENCE:100',
    '#EXT-X-MAP:URI="init.mp4"',
    ...extra,
    ...Array.from({ length: segments }, (_, i) => [`#EXTINF:2.000,`, `seg-${100 + i}.m4s`]).flat(),
  ].join('\n');
const LEVEL_URL = 'http://media/live/live1/v360/live.m3u8';

describe('variantsOf', () => {
  it('reads each variant with its URL resolved against the playlist, its bandwidth and height', () => {
    expect(variantsOf(LIVE_MASTER, LIVE_URL)).toEqual([
      {
        url: 'http://media/live/live1/v360/live.m3u8',
        bandwidth: 149748,
        height: 360,
        codecs: 'avc1.4d401e,mp4a.40.2',
      },
      {
        url: 'http://media/live/live1/v180/live.m3u8',
        bandwidth: 77028,
        height: 180,
        codecs: 'avc1.4d400c,mp4a.40.2',
      },
    ]);
  });
});

describe('startVariant', () => {
  it('takes the highest bitrate the estimate carries (both demo live renditions fit 500 kbit/s)', () => {
    expect(startVariant(LIVE_MASTER, LIVE_URL, HLS_DEFAULT_ESTIMATE_BPS)?.url).toBe(
      'http://media/live/live1/v360/live.m3u8',
    );
    expect(startVariant(LIVE_MASTER, LIVE_URL, 100_000)?.url).toBe('http://media/live/live1/v180/live.m3u8');
  });

  it('never starts above what Auto may reach, capped as hls.js caps it (by index in bitrate order)', () => {
    // Bitrate order 240, 360, 1440, 720: the cap stops before 1440p, so 720p is out of Auto's reach too.
    expect(startVariant(FILM_MASTER, FILM_URL, HLS_DEFAULT_ESTIMATE_BPS)?.url).toBe(
      'http://media/vod/feature/v360/index.m3u8',
    );
    expect(startVariant(FILM_MASTER, FILM_URL, 50_000_000)?.url).toBe(
      'http://media/vod/feature/v360/index.m3u8',
    );
  });

  it('starts on the lowest rendition when the estimate carries none', () => {
    expect(startVariant(FILM_MASTER, FILM_URL, 1)?.url).toBe('http://media/vod/feature/v240/index.m3u8');
  });

  it('leaves playlists it cannot read with certainty to hls.js', () => {
    expect(
      startVariant(`${LIVE_MASTER}\n#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://k"`, LIVE_URL, 1e6),
    ).toBeNull();
    expect(startVariant('#EXTM3U\n#EXT-X-DEFINE:NAME="x",VALUE="y"\n', LIVE_URL, 1e6)).toBeNull();
    expect(startVariant(live(6), LEVEL_URL, 1e6)).toBeNull();
  });
});

describe('startFiles', () => {
  it('live: the segment three target durations behind the edge, and the init segment', () => {
    // Six 2 s segments end at 12 s; hls.js starts at 12 − 3 × 2 = 6 s, the fourth segment.
    expect(startFiles(live(6), LEVEL_URL)).toEqual({
      init: 'http://media/live/live1/v360/init.mp4',
      segment: 'http://media/live/live1/v360/seg-103.m4s',
      segmentStart: 6,
      position: 6,
      end: 12,
    });
  });

  it('live with a short window: the first segment', () => {
    expect(startFiles(live(2), LEVEL_URL)?.segment).toBe('http://media/live/live1/v360/seg-100.m4s');
  });

  it('VOD: the segment holding the start position (0 by default), a boundary belonging to the next', () => {
    const vod = `${live(5)}\n#EXT-X-ENDLIST`;
    expect(startFiles(vod, LEVEL_URL)?.segment).toBe('http://media/live/live1/v360/seg-100.m4s');
    expect(startFiles(vod, LEVEL_URL, 7)?.segment).toBe('http://media/live/live1/v360/seg-103.m4s');
    expect(startFiles(vod, LEVEL_URL, 5.9)?.segment).toBe('http://media/live/live1/v360/seg-103.m4s');
    expect(startFiles(vod, LEVEL_URL, 7)).toMatchObject({ segmentStart: 6, position: 7 });
    expect(startFiles(vod, LEVEL_URL, 60)).toBeNull();
  });

  it('has no init segment to fetch when the playlist declares none', () => {
    expect(startFiles(live(6).replace('#EXT-X-MAP:URI="init.mp4"\n', ''), LEVEL_URL)?.init).toBeNull();
  });

  it('leaves start positions and requests it does not model to hls.js', () => {
    for (const tag of [
      '#EXT-X-START:TIME-OFFSET=-4',
      '#EXT-X-SERVER-CONTROL:HOLD-BACK=6',
      '#EXT-X-PART-INF:PART-TARGET=0.5',
      '#EXT-X-BYTERANGE:1000@0',
      '#EXT-X-KEY:METHOD=AES-128,URI="k"',
    ]) {
      expect(startFiles(live(6, [tag]), LEVEL_URL), tag).toBeNull();
    }
    expect(
      startFiles(live(6).replace('URI="init.mp4"', 'URI="init.mp4",BYTERANGE="800@0"'), LEVEL_URL),
    ).toBeNull();
    expect(startFiles('not a playlist', LEVEL_URL)).toBeNull();
  });
});

describe('startAudio', () => {
  const master = (...media: string[]) =>
    [
      '#EXTM3U',
      ...media,
      '#EXT-X-STREAM-INF:BANDWIDTH=404632,RESOLUTION=640x360,AUDIO="audio"',
      'v360/index.m3u8',
    ].join('\n');
  const variant = (text: string) => variantsOf(text, FILM_URL)[0]!;

  it("the variant's DEFAULT=YES audio rendition, else its group's first", () => {
    const both = master(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="English",LANGUAGE="en",DEFAULT=NO,URI="a-en/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Русский",LANGUAGE="ru",DEFAULT=YES,URI="a-ru/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="other",NAME="x",DEFAULT=YES,URI="x/index.m3u8"',
    );
    expect(startAudio(both, FILM_URL, variant(both))).toBe('http://media/vod/feature/a-ru/index.m3u8');
    const noDefault = master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="English",URI="a-en/index.m3u8"');
    expect(startAudio(noDefault, FILM_URL, variant(noDefault))).toBe(
      'http://media/vod/feature/a-en/index.m3u8',
    );
  });

  it('none when the audio is muxed into the video segments', () => {
    expect(startAudio(LIVE_MASTER, LIVE_URL, variantsOf(LIVE_MASTER, LIVE_URL)[0]!)).toBeNull();
    const muxed = master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Main",DEFAULT=YES');
    expect(startAudio(muxed, FILM_URL, variant(muxed))).toBeNull();
  });
});
