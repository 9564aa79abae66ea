#!/usr/bin/env node
// Builds the demo backend's test media from ffmpeg's synthetic sources (nothing is downloaded), so every
// picture says what it is (channel or title, rendition, running clock) and a screenshot tells what played.
// The small set is committed and must be byte-reproducible: x264 only is with one thread, and every muxer
// runs with +bitexact. `--large` writes longer, richer media into the ignored media/generated/ instead.
// Usage: npm run media [-- --large]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeFeature } from './feature.mjs';
import { createTools, SEGMENT_SEC } from './ffmpeg-tools.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const large = process.argv.includes('--large');
const target = join(here, large ? 'generated' : 'committed');
// Built elsewhere and swapped in at the end, so tests reading the set meanwhile never see it half made.
const out = mkdtempSync(join(tmpdir(), 'onair-media-'));
const tools = createTools({ out, large });
const { ffmpeg, label, lavfi, source, x264, aac, BITEXACT, commands } = tools;
// A live loop must divide 60 s so that programmes, which start on loop boundaries, line up with minutes.
const LIVE_LOOP_SEC = 20;
const FEATURE_SEC = large ? 120 : 30;

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
  process.stdout.write(`media: ${manifest.files.length} files, ${(total / 1e6).toFixed(2)} MB\n`);
}

if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  process.stderr.write("media: ffmpeg not found; install Debian's ffmpeg (apt-get install ffmpeg)\n");
  rmSync(out, { recursive: true, force: true });
  process.exit(1);
}
for (const src of LIVE) makeLive(src);
makeFeature({ tools, out, featureSec: FEATURE_SEC });
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
rmSync(target, { recursive: true, force: true });
try {
  renameSync(out, target);
} catch {
  // /tmp may be another file system.
  cpSync(out, target, { recursive: true });
  rmSync(out, { recursive: true, force: true });
}
process.stdout.write(`media: written to ${target}\n`);
