import { describe, expect, it } from 'vitest';
import { hlsBuildFor } from './hls-build';

const master = (...lines: string[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    ...lines,
    '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
    '360p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
    '720p/index.m3u8',
  ].join('\n');

describe('hlsBuildFor', () => {
  it('picks the light build for a clear ladder with muxed audio and nothing else', () => {
    expect(hlsBuildFor(master(), false)).toBe('light');
    expect(hlsBuildFor(`\n${master('#EXT-X-INDEPENDENT-SEGMENTS')}`, false)).toBe('light');
  });

  it('keeps the full build for alternate audio, subtitles shown without asking, and declared captions', () => {
    const audio = '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="English",LANGUAGE="en",URI="audio/en.m3u8"';
    expect(hlsBuildFor(master(audio), false)).toBe('full');
    const subs = (flags: string) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Русский",LANGUAGE="ru",${flags}URI="subs/ru.m3u8"`;
    expect(hlsBuildFor(master(subs('DEFAULT=YES,AUTOSELECT=YES,')), false)).toBe('full');
    expect(hlsBuildFor(master(subs('DEFAULT=NO,FORCED=YES,')), false)).toBe('full');
    expect(hlsBuildFor(master(subs(''), subs('DEFAULT=YES,')), false)).toBe('full');
    const cc = '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1"';
    expect(hlsBuildFor(master(cc), false)).toBe('full');
    const declared = master().replace('CODECS=', 'CLOSED-CAPTIONS="cc",CODECS=');
    expect(hlsBuildFor(declared, false)).toBe('full');
    const none = master().replaceAll('CODECS=', 'CLOSED-CAPTIONS=NONE,CODECS=');
    expect(hlsBuildFor(none, false)).toBe('light');
  });

  it('leaves a playlist light when its subtitles are off until a viewer picks one (the engine moves later)', () => {
    const subs = (flags: string) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",${flags}URI="subs/en.m3u8"`;
    expect(hlsBuildFor(master(subs('')), false)).toBe('light');
    expect(hlsBuildFor(master(subs('DEFAULT=NO,AUTOSELECT=NO,'), subs('AUTOSELECT=YES,')), false)).toBe(
      'light',
    );
    // Still full with anything else the light build lacks, or with DRM.
    const audio = '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="English",LANGUAGE="en",URI="audio/en.m3u8"';
    expect(hlsBuildFor(master(subs(''), audio), false)).toBe('full');
    expect(hlsBuildFor(master(subs('')), true)).toBe('full');
  });

  it('keeps the full build for keys, DRM plans, variables, steering and interstitials', () => {
    expect(
      hlsBuildFor(
        master(
          '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://k",KEYFORMAT="com.apple.streamingkeydelivery"',
        ),
        false,
      ),
    ).toBe('full');
    expect(hlsBuildFor(master(), true)).toBe('full');
    expect(hlsBuildFor(master('#EXT-X-DEFINE:NAME="cdn",VALUE="https://cdn"'), false)).toBe('full');
    expect(hlsBuildFor(master('#EXT-X-CONTENT-STEERING:SERVER-URI="/steer"'), false)).toBe('full');
    const interstitial =
      '#EXT-X-DATERANGE:ID="ad1",CLASS="com.apple.hls.interstitial",START-DATE="2026-11-25T20:00:00Z"';
    expect(hlsBuildFor(master(interstitial), false)).toBe('full');
    // A plain date range (a programme marker) needs nothing more.
    expect(hlsBuildFor(master('#EXT-X-DATERANGE:ID="p1",START-DATE="2026-11-25T20:00:00Z"'), false)).toBe(
      'light',
    );
  });

  it('reads a media playlist given directly: clear or METHOD=NONE is light, a key is full', () => {
    const media = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXTINF:2,', 'seg1.ts'];
    expect(hlsBuildFor(media.join('\n'), false)).toBe('light');
    expect(hlsBuildFor([...media, '#EXT-X-KEY:METHOD=NONE'].join('\n'), false)).toBe('light');
    expect(hlsBuildFor([...media, '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"'].join('\n'), false)).toBe('full');
  });

  it('keeps the full build when it has no playlist to read or the text is not one', () => {
    expect(hlsBuildFor(null, false)).toBe('full');
    expect(hlsBuildFor('<html>captive portal</html>', false)).toBe('full');
  });
});
