// The ffmpeg pieces every generated file shares: one-threaded bit-exact encoding (the committed set must be
// byte-reproducible), one IDR per segment, burnt-in labels, and a record of every command that ran.
import { spawnSync } from 'node:child_process';
import { sep } from 'node:path';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const FPS = 25;
export const SEGMENT_SEC = 2;
const GOP = FPS * SEGMENT_SEC;

export function createTools({ out, large }) {
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
  return { BITEXACT, X264, rate, x264, aac, commands, ffmpeg, label, lavfi, source };
}
