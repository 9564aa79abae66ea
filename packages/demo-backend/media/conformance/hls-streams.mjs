// The HLS shapes third-party packagers produce, each made by ffmpeg and, where ffmpeg has no switch for it, a
// playlist written here (discontinuities, WebVTT offsets, EXT-X-GAP, interstitials). Every recipe writes into
// its own folder `dir` and names the playlist a player opens.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIP_SEC } from './encode.mjs';

/** 2^33 ticks of the 90 kHz MPEG-TS clock, in seconds: where TS timestamps wrap to zero. */
const TS_WRAP_SEC = 2 ** 33 / 90000;
// A fixed key and IV: the corpus must be byte-reproducible, and this key protects nothing.
const AES_KEY_HEX = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const AES_IV_HEX = '000102030405060708090a0b0c0d0e0f';

const muxed = (enc, id, opts = {}) => [...enc.sources(id, opts), '-map', '[v]', '-map', '1:a'];
const demuxedMap = 'v:0,agroup:aud a:0,agroup:aud,default:yes,language:en,name:audio';

function demuxed(enc, dir, id, fmp4) {
  enc.ffmpeg(
    [
      ...muxed(enc, id),
      ...enc.h264(),
      ...enc.audio.aac,
      ...enc.BITEXACT,
      '-f',
      'hls',
      '-hls_time',
      '1',
      '-hls_playlist_type',
      'vod',
      ...(fmp4 ? ['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'] : []),
      '-master_pl_name',
      'master.m3u8',
      '-var_stream_map',
      demuxedMap,
      '-hls_segment_filename',
      `${dir}/%v/seg-%d.${fmp4 ? 'm4s' : 'ts'}`,
      `${dir}/%v/index.m3u8`,
    ],
    id,
  );
}

function audioOnly(enc, dir, id, codec, fmp4) {
  enc.ffmpeg(
    [
      ...enc.lavfi('sine=frequency=440:sample_rate=48000', CLIP_SEC),
      ...enc.audio[codec],
      ...enc.hls(dir, { fmp4 }),
    ],
    id,
  );
}

/** The lines of ffmpeg's VOD playlist between the header and ENDLIST (EXTINF + URI pairs, EXT-X-MAP). */
function body(playlist, prefix = '') {
  return readFileSync(playlist, 'utf8')
    .split('\n')
    .filter(
      (l) => l && !/^#EXT(M3U|-X-(VERSION|TARGETDURATION|MEDIA-SEQUENCE|PLAYLIST-TYPE|ENDLIST))/.test(l),
    )
    .map((l) => (l.startsWith('#') ? l.replace(/URI="/, `URI="${prefix}`) : `${prefix}${l}`));
}

const header = (version) => [
  '#EXTM3U',
  `#EXT-X-VERSION:${version}`,
  '#EXT-X-TARGETDURATION:1',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
];
const write = (file, lines) => writeFileSync(file, `${lines.join('\n')}\n`);

export const HLS_STREAMS = [
  {
    id: 'hls-ts-muxed',
    entry: 'index.m3u8',
    note: 'MPEG-TS segments, H.264 main + AAC in one stream',
    make: (enc, dir, id) =>
      enc.ffmpeg([...muxed(enc, id), ...enc.h264(), ...enc.audio.aac, ...enc.hls(dir)], id),
  },
  {
    id: 'hls-fmp4-muxed',
    entry: 'index.m3u8',
    note: 'fMP4 (CMAF-style) segments with EXT-X-MAP, H.264 + AAC in one stream',
    make: (enc, dir, id) =>
      enc.ffmpeg([...muxed(enc, id), ...enc.h264(), ...enc.audio.aac, ...enc.hls(dir, { fmp4: true })], id),
  },
  {
    id: 'hls-ts-demuxed',
    entry: 'master.m3u8',
    note: 'multivariant playlist, video-only TS rendition with an AUDIO group (separate TS audio)',
    make: (enc, dir, id) => demuxed(enc, dir, id, false),
  },
  {
    id: 'hls-fmp4-demuxed',
    entry: 'master.m3u8',
    note: 'multivariant playlist, video-only fMP4 rendition with an AUDIO group (separate fMP4 audio)',
    make: (enc, dir, id) => demuxed(enc, dir, id, true),
  },
  {
    id: 'hls-audio-aac',
    entry: 'index.m3u8',
    audioOnly: true,
    note: 'audio only: AAC-LC in MPEG-TS',
    make: (enc, dir, id) => audioOnly(enc, dir, id, 'aac', false),
  },
  {
    id: 'hls-audio-mp3',
    entry: 'index.m3u8',
    audioOnly: true,
    note: 'audio only: MP3 in MPEG-TS',
    make: (enc, dir, id) => audioOnly(enc, dir, id, 'mp3', false),
  },
  {
    id: 'hls-audio-opus',
    entry: 'index.m3u8',
    audioOnly: true,
    note: 'audio only: Opus in fMP4',
    make: (enc, dir, id) => audioOnly(enc, dir, id, 'opus', true),
  },
  {
    id: 'hls-bframes',
    entry: 'index.m3u8',
    note: 'H.264 high profile with 3 B-frames (composition offsets, PTS ≠ DTS) in TS',
    make: (enc, dir, id) =>
      enc.ffmpeg([...muxed(enc, id), ...enc.h264(3), ...enc.audio.aac, ...enc.hls(dir)], id),
  },
  {
    id: 'hls-ts-rollover',
    entry: 'index.m3u8',
    note: 'TS timestamps start 1.5 s before the 2^33 (33-bit, 90 kHz) wrap and roll over to zero mid-stream',
    make: (enc, dir, id) =>
      enc.ffmpeg(
        [
          ...muxed(enc, id),
          ...enc.h264(),
          ...enc.audio.aac,
          '-output_ts_offset',
          (TS_WRAP_SEC - 2.9).toFixed(6),
          ...enc.hls(dir),
        ],
        id,
      ),
  },
  {
    id: 'hls-discontinuity',
    entry: 'index.m3u8',
    note: 'two encodes with unrelated timestamps (0 s and 5000 s) joined by EXT-X-DISCONTINUITY',
    make(enc, dir, id) {
      const part = (name, video, offset) =>
        enc.ffmpeg(
          [
            ...muxed(enc, `${id} ${name}`, { video, sec: 2 }),
            ...enc.h264(),
            ...enc.audio.aac,
            '-output_ts_offset',
            String(offset),
            ...enc.hls(`${dir}/${name}`),
          ],
          `${id} ${name}`,
        );
      part('a', 'testsrc2', 0);
      part('b', 'smptebars', 5000);
      const lines = [
        ...header(3),
        ...body(join(dir, 'a/index.m3u8'), 'a/'),
        '#EXT-X-DISCONTINUITY',
        ...body(join(dir, 'b/index.m3u8'), 'b/'),
        '#EXT-X-ENDLIST',
      ];
      for (const name of ['a', 'b']) rmSync(join(dir, name, 'index.m3u8'));
      write(join(dir, 'index.m3u8'), lines);
    },
  },
  {
    id: 'hls-webvtt-offset',
    entry: 'master.m3u8',
    note: 'TS starting at PTS 10 s with a WebVTT subtitle group mapped by X-TIMESTAMP-MAP=MPEGTS:900000',
    make(enc, dir, id) {
      enc.ffmpeg(
        [
          ...muxed(enc, id),
          ...enc.h264(),
          ...enc.audio.aac,
          '-muxdelay',
          '0',
          '-muxpreload',
          '0',
          '-output_ts_offset',
          '10',
          ...enc.hls(`${dir}/main`),
        ],
        id,
      );
      write(join(dir, 'subs-en.vtt'), [
        'WEBVTT',
        'X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000',
        '',
        '00:00:00.000 --> 00:00:01.500',
        'First cue (media time 0–1.5 s)',
        '',
        `00:00:01.500 --> 00:00:0${CLIP_SEC}.000`,
        'Second cue',
      ]);
      write(join(dir, 'subs-en.m3u8'), [
        ...header(3).map((l) => l.replace('TARGETDURATION:1', `TARGETDURATION:${CLIP_SEC}`)),
        `#EXTINF:${CLIP_SEC}.000,`,
        'subs-en.vtt',
        '#EXT-X-ENDLIST',
      ]);
      write(join(dir, 'master.m3u8'), [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,URI="subs-en.m3u8"',
        '#EXT-X-STREAM-INF:BANDWIDTH=120000,RESOLUTION=160x90,CODECS="avc1.4d400b,mp4a.40.2",SUBTITLES="subs"',
        'main/index.m3u8',
      ]);
    },
  },
  {
    id: 'hls-gap',
    entry: 'index.m3u8',
    note: 'fMP4 with the second of four segments marked EXT-X-GAP (its file does not exist)',
    make(enc, dir, id) {
      enc.ffmpeg(
        [
          ...muxed(enc, id, { sec: 4 }),
          ...enc.h264(),
          ...enc.audio.aac,
          ...enc.hls(`${dir}`, { fmp4: true }),
        ],
        id,
      );
      const lines = body(join(dir, 'index.m3u8'));
      const gap = lines.indexOf('seg-1.m4s');
      lines.splice(gap, 0, '#EXT-X-GAP');
      rmSync(join(dir, 'seg-1.m4s'));
      write(join(dir, 'index.m3u8'), [...header(8), ...lines, '#EXT-X-ENDLIST']);
    },
  },
  {
    id: 'hls-no-targetduration',
    entry: 'index.m3u8',
    note: 'fMP4 media playlist without the required EXT-X-TARGETDURATION: hls.js refuses it, shaka plays it',
    make(enc, dir, id) {
      enc.ffmpeg([...muxed(enc, id), ...enc.h264(), ...enc.audio.aac, ...enc.hls(dir, { fmp4: true })], id);
      const lines = header(7).filter((l) => !l.startsWith('#EXT-X-TARGETDURATION'));
      write(join(dir, 'index.m3u8'), [...lines, ...body(join(dir, 'index.m3u8')), '#EXT-X-ENDLIST']);
    },
  },
  {
    id: 'hls-gap-first',
    entry: 'index.m3u8',
    note: 'fMP4 whose first segment is EXT-X-GAP: hls.js never starts it (no error), shaka plays it',
    make(enc, dir, id) {
      enc.ffmpeg(
        [...muxed(enc, id, { sec: 4 }), ...enc.h264(), ...enc.audio.aac, ...enc.hls(dir, { fmp4: true })],
        id,
      );
      const lines = body(join(dir, 'index.m3u8'));
      lines.splice(lines.indexOf('seg-0.m4s'), 0, '#EXT-X-GAP');
      rmSync(join(dir, 'seg-0.m4s'));
      write(join(dir, 'index.m3u8'), [...header(8), ...lines, '#EXT-X-ENDLIST']);
    },
  },
  {
    id: 'hls-aes128',
    entry: 'index.m3u8',
    note: 'TS segments encrypted with AES-128 (whole-segment CBC), key at a relative URI, explicit IV',
    make(enc, dir, id) {
      writeFileSync(join(dir, 'key.bin'), Buffer.from(AES_KEY_HEX, 'hex'));
      writeFileSync(join(dir, 'key.info'), `key.bin\n${dir}/key.bin\n${AES_IV_HEX}\n`);
      enc.ffmpeg(
        [
          ...muxed(enc, id),
          ...enc.h264(),
          ...enc.audio.aac,
          ...enc.hls(dir, { extra: ['-hls_key_info_file', `${dir}/key.info`] }),
        ],
        id,
      );
      rmSync(join(dir, 'key.info'));
    },
  },
  {
    id: 'hls-interstitial',
    entry: 'index.m3u8',
    playThrough: true,
    note: 'fMP4 with PROGRAM-DATE-TIME and a com.apple.hls.interstitial DATERANGE at 1 s (asset: hls-ts-muxed)',
    make(enc, dir, id) {
      enc.ffmpeg(
        [...muxed(enc, id, { sec: 4 }), ...enc.h264(), ...enc.audio.aac, ...enc.hls(dir, { fmp4: true })],
        id,
      );
      write(join(dir, 'index.m3u8'), [
        ...header(8),
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:00.000Z',
        '#EXT-X-DATERANGE:ID="ad1",CLASS="com.apple.hls.interstitial",START-DATE="2026-01-01T00:00:01.000Z",' +
          'DURATION=3.0,X-ASSET-URI="../hls-ts-muxed/index.m3u8",X-RESUME-OFFSET=0,X-RESTRICT="SKIP,JUMP"',
        ...body(join(dir, 'index.m3u8')),
        '#EXT-X-ENDLIST',
      ]);
    },
  },
  {
    id: 'hls-interstitial-preroll',
    entry: 'index.m3u8',
    playThrough: true,
    note: 'a media playlist (no master) whose first interstitial is a pre-roll (CUE="PRE,ONCE", X-PLAYOUT-LIMIT, X-RESTRICT="JUMP") and whose second, at 2 s, resumes with X-RESUME-OFFSET (media: hls-interstitial, assets: hls-ts-muxed)',
    // Only a playlist: it plays hls-interstitial's segments, made just before it (the recipes run in order).
    make(_enc, dir) {
      const film = join(dir, '..', 'hls-interstitial', 'index.m3u8');
      write(join(dir, 'index.m3u8'), [
        ...header(8),
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:00.000Z',
        '#EXT-X-DATERANGE:ID="pre",CLASS="com.apple.hls.interstitial",START-DATE="2026-01-01T00:00:00.000Z",' +
          'CUE="PRE,ONCE",X-ASSET-URI="../hls-ts-muxed/index.m3u8",X-PLAYOUT-LIMIT=2.0,X-RESTRICT="JUMP"',
        '#EXT-X-DATERANGE:ID="mid",CLASS="com.apple.hls.interstitial",START-DATE="2026-01-01T00:00:02.000Z",' +
          'DURATION=1.0,X-ASSET-URI="../hls-ts-muxed/index.m3u8",X-PLAYOUT-LIMIT=1.0,X-RESUME-OFFSET=1.0',
        ...body(film, '../hls-interstitial/').filter(
          (l) => !l.startsWith('#EXT-X-DATERANGE') && !l.startsWith('#EXT-X-PROGRAM-DATE-TIME'),
        ),
        '#EXT-X-ENDLIST',
      ]);
    },
  },
];
