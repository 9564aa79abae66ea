// The ffmpeg settings every conformance stream shares: tiny pictures (160x90, 25 fps) with the stream's id and
// a running clock burnt in, 1 s segments that each start with an IDR frame, and one-threaded bit-exact
// encoding so the committed bytes are reproducible with the ffmpeg noted in README.md.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createTools } from '../ffmpeg-tools.mjs';

export const W = 160;
export const H = 90;
export const FPS = 25;
export const SEGMENT_SEC = 1;
export const CLIP_SEC = 3;

export function createEncoder(out) {
  const tools = createTools({ out, large: false });
  const { BITEXACT, ffmpeg, label, lavfi } = tools;
  const gop = String(FPS * SEGMENT_SEC);

  /** H.264 at 60 kbit/s; `bframes` > 0 gives the high profile with B-frames (reordered PTS/DTS). */
  const h264 = (bframes = 0) => [
    '-threads',
    '1',
    '-c:v',
    'libx264',
    '-profile:v',
    bframes > 0 ? 'high' : 'main',
    '-preset',
    'faster',
    '-bf',
    String(bframes),
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '60k',
  ];
  const vp9 = ['-threads', '1', '-c:v', 'libvpx-vp9', '-b:v', '60k', '-g', gop, '-keyint_min', gop];
  const vp9Deadline = ['-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '0'];
  const audio = {
    aac: ['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', '48000'],
    mp3: ['-c:a', 'libmp3lame', '-b:a', '32k', '-ac', '1', '-ar', '44100'],
    opus: ['-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-ar', '48000'],
  };

  /** The inputs: a labelled picture (input 0) and a tone (input 1), `sec` long; the picture is `[v]` (and `[v2]`). */
  function sources(text, { sec = CLIP_SEC, video = 'testsrc2', tone = 440, split = false } = {}) {
    const picture = `${video}${video.includes('=') ? ':' : '='}size=${W}x${H}:rate=${FPS}`;
    return [
      ...lavfi(picture, sec),
      ...lavfi(`sine=frequency=${tone}:sample_rate=48000`, sec),
      '-filter_complex',
      `[0:v]setsar=1,${label(text, H)}${split ? ',split=2[v][v2]' : '[v]'}`,
    ];
  }

  /** Creates the output folder (ffmpeg's muxers do not); adds no arguments. */
  const made = (dir) => {
    mkdirSync(dir, { recursive: true });
    return [];
  };

  /** ffmpeg's HLS muxer over `dir`: TS or fMP4 segments named seg-N, one playlist `index.m3u8`. */
  const hls = (dir, { fmp4 = false, extra = [] } = {}) => [
    ...made(dir),
    ...BITEXACT,
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SEC),
    '-hls_playlist_type',
    'vod',
    ...(fmp4 ? ['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'] : []),
    ...extra,
    '-hls_segment_filename',
    `${dir}/seg-%d.${fmp4 ? 'm4s' : 'ts'}`,
    `${dir}/index.m3u8`,
  ];

  /** ffmpeg's DASH muxer: one adaptation set per stream, 1 s segments. */
  const dash = (file, { timeline = false, extra = [] } = {}) => [
    ...made(dirname(file)),
    ...BITEXACT,
    '-f',
    'dash',
    '-seg_duration',
    String(SEGMENT_SEC),
    '-use_template',
    '1',
    '-use_timeline',
    timeline ? '1' : '0',
    '-adaptation_sets',
    'id=0,streams=v id=1,streams=a',
    ...extra,
    file,
  ];

  return { ...tools, h264, vp9, vp9Deadline, audio, sources, hls, dash, ffmpeg };
}
