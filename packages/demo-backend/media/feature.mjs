// The VOD feature: four video renditions (one 1440p that clients must filter), three audio tracks (one a
// duplicate-named English for §5 de-dup), WebVTT subtitles (one without a language) and the seek-preview
// sprite. ffmpeg's DASH muxer makes the fMP4 segments; the backend writes its own manifests over them.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEGMENT_SEC } from './ffmpeg-tools.mjs';

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

export function makeFeature({ tools, out, featureSec: FEATURE_SEC }) {
  const { ffmpeg, label, lavfi, source, X264, rate, aac, BITEXACT } = tools;
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
  writeSubtitles(dir, FEATURE_SEC);
  makeThumbnails(tools, dir, FEATURE_SEC);
}

const SUBTITLES = [
  { file: 'subs-ru.vtt', text: (i) => `Русские субтитры, реплика ${i}` },
  { file: 'subs-en.vtt', text: (i) => `English subtitles, line ${i}` },
  { file: 'subs-und.vtt', text: (i) => `Track without a language, line ${i}` },
];
const vttTime = (sec) =>
  `00:${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}.000`;

function writeSubtitles(dir, FEATURE_SEC) {
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
function makeThumbnails(tools, dir, FEATURE_SEC) {
  const { ffmpeg, label, lavfi, source, BITEXACT } = tools;
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
