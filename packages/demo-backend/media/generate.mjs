#!/usr/bin/env node
// Builds the demo backend's test media from ffmpeg's synthetic sources (nothing is downloaded), so every
// picture says what it is (channel or title, rendition, running clock) and a screenshot tells what played.
// The small set is committed and must be byte-reproducible: x264 only is with one thread, and every muxer
// runs with +bitexact. `--large` writes longer, richer media into the ignored media/generated/ instead.
// Usage: npm run media [-- --large]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const large = process.argv.includes('--large');
const out = join(here, large ? 'generated' : 'committed');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FPS = 25;
const SEGMENT_SEC = 2;
const GOP = FPS * SEGMENT_SEC;
// A live loop must divide 60 s so that programmes, which start on loop boundaries, line up with minutes.
const LIVE_LOOP_SEC = 20;
const FEATURE_SEC = large ? 120 : 30;
const bitrate = (kbps) => `${large ? kbps * 4 : kbps}k`;

const BITEXACT = [
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
  '-map_metadata',
  '-1',
];
// Every segment starts with an IDR frame: GOP = fps × segment length and no scene-cut keyframes.
const X264 = [
  '-threads',
  '1',
  '-c:v',
  'libx264',
  '-profile:v',
  'main',
  '-preset',
  'faster',
  '-bf',
  '0',
  '-g',
  String(GOP),
  '-keyint_min',
  String(GOP),
  '-sc_threshold',
  '0',
  '-pix_fmt',
  'yuv420p',
];
const rate = (kbps, stream = 'v') => [
  `-b:${stream}`,
  bitrate(kbps),
  `-maxrate:${stream}`,
  bitrate(Math.round(kbps * 1.25)),
  `-bufsize:${stream}`,
  bitrate(kbps * 2),
];
const x264 = (kbps) => [...X264, ...rate(kbps)];
const aac = ['-c:a', 'aac', '-b:a', large ? '64k' : '24k', '-ac', '1', '-ar', '48000'];

// Every command is recorded with paths relative to the output folder (where it runs), so the exact
// commands can be committed beside the media they made (COMMANDS.txt).
const commands = [];
function ffmpeg(args, what) {
  process.stdout.write(`media: ${what}\n`);
  const rel = args.map((a) => a.split(`${out}${sep}`).join(''));
  const full = ['-hide_banner', '-loglevel', 'error', '-y', '-filter_complex_threads', '1', ...rel];
  commands.push(
    `# ${what}\nffmpeg ${full.map((a) => (/^[\w./:=+,-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`)).join(' ')}\n`,
  );
  const res = spawnSync('ffmpeg', full, { cwd: out, stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.error) throw new Error(`ffmpeg could not start (${res.error.message}); install Debian's ffmpeg`);
  if (res.status !== 0) throw new Error(`ffmpeg failed while making ${what} (exit ${res.status})`);
}

// drawtext needs ':' and '\'' escaped inside its option string.
const esc = (s) => s.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'");
function label(text, height) {
  const size = Math.max(12, Math.round(height / 12));
  return (
    `drawtext=fontfile=${FONT}:text='${esc(text)}  %{pts\\:hms}':x=${Math.round(size / 2)}:y=${Math.round(size / 2)}` +
    `:fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=${Math.round(size / 4)}`
  );
}
// Duration as an input option: not every source filter (mandelbrot) has a duration of its own.
const lavfi = (src, sec) => ['-t', String(sec), '-f', 'lavfi', '-i', src];
const source = (video, w, h) => `${video}${video.includes('=') ? ':' : '='}size=${w}x${h}:rate=${FPS}`;

const LIVE = [
  { id: 'live1', label: 'Live 1 Test Card', video: 'testsrc2', tone: 440 },
  { id: 'live2', label: 'Live 2 Colour Bars', video: 'smptehdbars', tone: 523 },
  { id: 'live3', label: 'Live 3 Fractal', video: 'mandelbrot', tone: 659 },
  // Not `gradients`: even with a fixed seed its output differs from run to run.
  { id: 'live4', label: 'Live 4 Counter', video: 'testsrc', tone: 784 },
];
const LIVE_RENDITIONS = [
  { name: 'v360', w: 640, h: 360, kbps: 110 },
  { name: 'v180', w: 320, h: 180, kbps: 45 },
];

// Each live rendition is muxed audio+video fMP4 so its media playlist alone is a complete stream (field `hls`).
function makeLive(src) {
  const dir = join(out, 'live', src.id);
  const n = LIVE_RENDITIONS.length;
  const graph = [
    `[0:v]split=${n}${LIVE_RENDITIONS.map((_, i) => `[s${i}]`).join('')}`,
    ...LIVE_RENDITIONS.map(
      (r, i) => `[s${i}]scale=${r.w}:${r.h},setsar=1,${label(`${src.label} ${r.h}p`, r.h)}[v${i}]`,
    ),
    `[1:a]asplit=${n}${LIVE_RENDITIONS.map((_, i) => `[a${i}]`).join('')}`,
  ].join(';');
  const outputs = LIVE_RENDITIONS.flatMap((r, i) => {
    mkdirSync(join(dir, r.name), { recursive: true });
    return [
      '-map',
      `[v${i}]`,
      '-map',
      `[a${i}]`,
      ...x264(r.kbps),
      ...aac,
      ...BITEXACT,
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SEC),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_type',
      'fmp4',
      '-hls_fmp4_init_filename',
      'init.mp4',
      '-start_number',
      '0',
      '-hls_segment_filename',
      join(dir, r.name, 'seg-%d.m4s'),
      join(dir, r.name, 'ffmpeg.m3u8'),
    ];
  });
  ffmpeg(
    [
      ...lavfi(source(src.video, 640, 360), LIVE_LOOP_SEC),
      ...lavfi(`sine=frequency=${src.tone}:beep_factor=2:sample_rate=48000`, LIVE_LOOP_SEC),
      '-filter_complex',
      graph,
      ...outputs,
    ],
    `live ${src.id}`,
  );
  // The server writes its own playlists from the wall clock; ffmpeg's are not used.
  for (const r of LIVE_RENDITIONS) rmSync(join(dir, r.name, 'ffmpeg.m3u8'));
}

const FEATURE_VIDEO = [
  { name: 'v240', w: 426, h: 240, kbps: 60 },
  { name: 'v360', w: 640, h: 360, kbps: 100 },
  { name: 'v720', w: 1280, h: 720, kbps: 220 },
  // Clients must filter this one out (§9 Quality), so it only needs to exist, not to look good.
  { name: 'v1440', w: 2560, h: 1440, kbps: 160 },
];
const FEATURE_AUDIO = [
  { name: 'a-ru', tone: 330 },
  { name: 'a-en', tone: 550 },
  { name: 'a-en2', tone: 770 },
];
const FEATURE_TITLE = 'Feature';

function makeFeature() {
  const dir = join(out, 'vod', 'feature');
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const n = FEATURE_VIDEO.length;
  const graph = [
    `[0:v]split=${n}${FEATURE_VIDEO.map((_, i) => `[s${i}]`).join('')}`,
    ...FEATURE_VIDEO.map(
      (r, i) => `[s${i}]scale=${r.w}:${r.h},setsar=1,${label(`${FEATURE_TITLE} ${r.h}p`, r.h)}[v${i}]`,
    ),
  ].join(';');
  const videoArgs = FEATURE_VIDEO.flatMap((r, i) => ['-map', `[v${i}]`, ...rate(r.kbps, `v:${i}`)]);
  ffmpeg(
    [
      ...lavfi(source('testsrc2', 1280, 720), FEATURE_SEC),
      ...FEATURE_AUDIO.flatMap((a) => lavfi(`sine=frequency=${a.tone}:sample_rate=48000`, FEATURE_SEC)),
      '-filter_complex',
      graph,
      ...X264,
      ...videoArgs,
      ...FEATURE_AUDIO.flatMap((_, i) => ['-map', `${i + 1}:a`]),
      ...aac,
      ...BITEXACT,
      '-f',
      'dash',
      '-seg_duration',
      String(SEGMENT_SEC),
      '-use_template',
      '1',
      '-use_timeline',
      '0',
      '-init_seg_name',
      'init-$RepresentationID$.mp4',
      '-media_seg_name',
      'seg-$RepresentationID$-$Number$.m4s',
      // One adaptation set per stream: ffmpeg refuses 426x240 beside 16:9 in one set, and the MPD is ours anyway.
      '-adaptation_sets',
      [...FEATURE_VIDEO, ...FEATURE_AUDIO].map((_, i) => `id=${i},streams=${i}`).join(' '),
      join(tmp, 'ffmpeg.mpd'),
    ],
    'VOD feature (4 video renditions, 3 audio tracks)',
  );
  // ffmpeg numbers representations by output stream and segments from 1; give them names and start at 0.
  const names = [...FEATURE_VIDEO, ...FEATURE_AUDIO].map((r) => r.name);
  names.forEach((name, id) => {
    mkdirSync(join(dir, name), { recursive: true });
    renameSync(join(tmp, `init-${id}.mp4`), join(dir, name, 'init.mp4'));
    for (let k = 1; existsSync(join(tmp, `seg-${id}-${k}.m4s`)); k++) {
      renameSync(join(tmp, `seg-${id}-${k}.m4s`), join(dir, name, `seg-${k - 1}.m4s`));
    }
  });
  rmSync(tmp, { recursive: true });
  writeSubtitles(dir);
  makeThumbnails(dir);
}

const SUBTITLES = [
  { file: 'subs-ru.vtt', text: (i) => `Русские субтитры, реплика ${i}` },
  { file: 'subs-en.vtt', text: (i) => `English subtitles, line ${i}` },
  { file: 'subs-und.vtt', text: (i) => `Track without a language, line ${i}` },
];
const vttTime = (sec) =>
  `00:${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}.000`;

function writeSubtitles(dir) {
  for (const s of SUBTITLES) {
    const cues = [];
    for (let t = 0, i = 1; t < FEATURE_SEC; t += 3, i++) {
      cues.push(`${i}\n${vttTime(t)} --> ${vttTime(Math.min(t + 2, FEATURE_SEC))}\n${s.text(i)}\n`);
    }
    writeFileSync(join(dir, s.file), `WEBVTT\n\n${cues.join('\n')}`);
  }
}

// One 160x90 tile per 2 s of the feature in a single JPEG sprite, plus the seek_points that locate each tile.
const THUMB = { w: 160, h: 90, every: 2, cols: 5 };
function makeThumbnails(dir) {
  const count = Math.ceil(FEATURE_SEC / THUMB.every);
  const rows = Math.ceil(count / THUMB.cols);
  ffmpeg(
    [
      ...lavfi(source('testsrc2', 1280, 720), FEATURE_SEC),
      '-threads',
      '1',
      '-vf',
      `${label(`${FEATURE_TITLE} 720p`, 720)},fps=1/${THUMB.every},scale=${THUMB.w}:${THUMB.h},tile=${THUMB.cols}x${rows}`,
      '-frames:v',
      '1',
      '-q:v',
      '6',
      ...BITEXACT,
      join(dir, 'thumbs.jpg'),
    ],
    'seek-preview sprite',
  );
  const seek_points = Array.from({ length: count }, (_, i) => ({
    time: i * THUMB.every,
    x: (i % THUMB.cols) * THUMB.w,
    y: Math.floor(i / THUMB.cols) * THUMB.h,
    w: THUMB.w,
    h: THUMB.h,
  }));
  writeFileSync(join(dir, 'thumbs.json'), `${JSON.stringify({ seek_points }, null, 2)}\n`);
}

function makeClip(file, { video, text, w, h, sec, kbps, tone }) {
  mkdirSync(dirname(file), { recursive: true });
  ffmpeg(
    [
      ...lavfi(source(video, w, h), sec),
      ...lavfi(tone ? `sine=frequency=${tone}:sample_rate=48000` : 'aevalsrc=0:s=48000', sec),
      '-vf',
      `setsar=1,${label(text, h)}`,
      ...x264(kbps),
      ...aac,
      ...BITEXACT,
      '-movflags',
      '+faststart',
      file,
    ],
    relative(out, file),
  );
}

const ADS = [
  { id: 'ad1', text: 'AD 1 640x360 10s', video: 'smptebars', w: 640, h: 360, sec: 10, kbps: 90, tone: 880 },
  { id: 'ad2', text: 'AD 2 640x360 6s', video: 'rgbtestsrc', w: 640, h: 360, sec: 6, kbps: 90, tone: 990 },
  { id: 'ad3', text: 'AD 3 320x180 15s', video: 'pal75bars', w: 320, h: 180, sec: 15, kbps: 45, tone: 660 },
];
const PACKSHOTS = [
  { id: 'packshot1', text: 'Packshot 1', video: 'color=c=navy', w: 640, h: 360, sec: 3, kbps: 60, tone: 300 },
  {
    id: 'packshot2',
    text: 'Packshot 2',
    video: 'color=c=darkgreen',
    w: 640,
    h: 360,
    sec: 3,
    kbps: 60,
    tone: 350,
  },
];

function writeManifest() {
  const files = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name !== 'MANIFEST.json') files.push(p);
    }
  };
  walk(out);
  const ffmpegVersion = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' }).stdout.split('\n')[0];
  const manifest = {
    generator: 'packages/demo-backend/media/generate.mjs',
    ffmpeg: ffmpegVersion,
    files: files.map((p) => {
      const bytes = readFileSync(p);
      return {
        path: relative(out, p).split('\\').join('/'),
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }),
  };
  writeFileSync(join(out, 'MANIFEST.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = manifest.files.reduce((s, f) => s + f.size, 0);
  process.stdout.write(`media: ${manifest.files.length} files, ${(total / 1e6).toFixed(2)} MB in ${out}\n`);
}

if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  process.stderr.write("media: ffmpeg not found; install Debian's ffmpeg (apt-get install ffmpeg)\n");
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const src of LIVE) makeLive(src);
makeFeature();
for (const ad of ADS) makeClip(join(out, 'ads', `${ad.id}.mp4`), ad);
for (const p of PACKSHOTS) makeClip(join(out, 'packshots', `${p.id}.mp4`), p);
makeClip(join(out, 'mattress.mp4'), {
  text: 'Blackout: not available here',
  video: 'color=c=black',
  w: 640,
  h: 360,
  sec: 6,
  kbps: 30,
  tone: 0,
});
writeFileSync(
  join(out, 'COMMANDS.txt'),
  `# Made by packages/demo-backend/media/generate.mjs; run in this folder.\n\n${commands.join('\n')}`,
);
writeManifest();
