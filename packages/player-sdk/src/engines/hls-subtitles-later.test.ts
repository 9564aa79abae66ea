import { M3U8Parser } from 'hls.js/light';
import { describe, expect, it } from 'vitest';
import { playlistSubtitles } from './hls-subtitles-later';

const URL_ = 'https://cdn.example/live/master.m3u8';
// The demo backend's live channel as it serves it: two subtitle renditions off until picked.
const LIVE = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=NO,URI="subs-en/live.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Русский",LANGUAGE="ru",DEFAULT=NO,AUTOSELECT=NO,URI="subs-ru/live.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=149748,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",SUBTITLES="subs"',
  'v360/live.m3u8',
].join('\n');

describe('playlistSubtitles', () => {
  it("lists the first variant's subtitle group as the full build numbers it, all off", () => {
    expect(playlistSubtitles(M3U8Parser, LIVE, URL_)).toEqual([
      { id: '0', language: 'en', name: 'English', enabled: false },
      { id: '1', language: 'ru', name: 'Русский', enabled: false },
    ]);
  });

  it("leaves out another group's renditions, and is empty without any or for text that is no playlist", () => {
    const other =
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="other",NAME="Deutsch",LANGUAGE="de",URI="subs-de/live.m3u8"';
    const lines = LIVE.split('\n');
    expect(
      playlistSubtitles(M3U8Parser, [...lines.slice(0, 2), other, ...lines.slice(2)].join('\n'), URL_).map(
        (t) => t.language,
      ),
    ).toEqual(['en', 'ru']);
    expect(playlistSubtitles(M3U8Parser, LIVE.replace(/^#EXT-X-MEDIA.*\n/gm, ''), URL_)).toEqual([]);
    expect(playlistSubtitles(M3U8Parser, '<html>captive portal</html>', URL_)).toEqual([]);
  });
});
