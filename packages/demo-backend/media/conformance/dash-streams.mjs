// The DASH shapes: SegmentTemplate with $Number$, SegmentTemplate with a SegmentTimeline, SegmentBase (one
// file per representation, indexed by its sidx), two periods, and two video codecs side by side. ffmpeg's DASH
// muxer makes the media; SegmentBase and multi-period manifests are rewritten here from ffmpeg's output.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const muxed = (enc, id, opts = {}) => [...enc.sources(id, opts), '-map', '[v]', '-map', '1:a'];

/** Top-level ISO-BMFF boxes of a file: [type, offset, size]. */
function topBoxes(bytes) {
  const boxes = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    if (size < 8) throw new Error(`conformance: bad box size ${size} at ${at}`);
    boxes.push([bytes.toString('latin1', at + 4, at + 8), at, size]);
    at += size;
  }
  return boxes;
}

/**
 * ffmpeg writes a single-file representation as a SegmentList with byte ranges; a SegmentBase manifest names
 * only the init range and the sidx range and lets the player read the segment index itself.
 */
function toSegmentBase(mpd, dir) {
  return mpd.replace(
    /<BaseURL>([^<]+)<\/BaseURL>\s*<SegmentList[^>]*>[\s\S]*?<\/SegmentList>/g,
    (_all, file) => {
      const boxes = topBoxes(readFileSync(join(dir, file)));
      const sidx = boxes.find(([type]) => type === 'sidx');
      const moov = boxes.find(([type]) => type === 'moov');
      if (!sidx || !moov) throw new Error(`conformance: ${file} has no sidx/moov`);
      const initEnd = moov[1] + moov[2] - 1;
      return (
        `<BaseURL>${file}</BaseURL>\n\t\t\t\t<SegmentBase indexRange="${sidx[1]}-${sidx[1] + sidx[2] - 1}">` +
        `<Initialization range="0-${initEnd}" /></SegmentBase>`
      );
    },
  );
}

/** The Period element of an ffmpeg MPD, its media under `prefix`, with the id and start given. */
function period(mpd, prefix, id, startSec, durationSec) {
  const match = /<Period[^>]*>([\s\S]*?)<\/Period>/.exec(mpd);
  if (!match) throw new Error('conformance: ffmpeg wrote an MPD without a Period');
  const inner = match[1]
    .replace(/initialization="/g, `initialization="${prefix}`)
    .replace(/media="/g, `media="${prefix}`);
  return `\t<Period id="${id}" start="PT${startSec}S" duration="PT${durationSec}S">${inner}</Period>`;
}

export const DASH_STREAMS = [
  {
    id: 'dash-template',
    entry: 'manifest.mpd',
    note: 'SegmentTemplate with $Number$ and a fixed duration; video and audio adaptation sets',
    make: (enc, dir, id) =>
      enc.ffmpeg(
        [...muxed(enc, id), ...enc.h264(), ...enc.audio.aac, ...enc.dash(`${dir}/manifest.mpd`)],
        id,
      ),
  },
  {
    id: 'dash-timeline',
    entry: 'manifest.mpd',
    note: 'SegmentTemplate with a SegmentTimeline ($Number$ and <S t d r>)',
    make: (enc, dir, id) =>
      enc.ffmpeg(
        [
          ...muxed(enc, id),
          ...enc.h264(),
          ...enc.audio.aac,
          ...enc.dash(`${dir}/manifest.mpd`, { timeline: true }),
        ],
        id,
      ),
  },
  {
    id: 'dash-segmentbase',
    entry: 'manifest.mpd',
    note: 'SegmentBase: one file per representation, init range and sidx indexRange (byte-range requests)',
    make(enc, dir, id) {
      enc.ffmpeg(
        [
          ...muxed(enc, id),
          ...enc.h264(),
          ...enc.audio.aac,
          ...enc.dash(`${dir}/manifest.mpd`, { extra: ['-single_file', '1', '-global_sidx', '1'] }),
        ],
        id,
      );
      const file = join(dir, 'manifest.mpd');
      writeFileSync(file, toSegmentBase(readFileSync(file, 'utf8'), dir));
    },
  },
  {
    id: 'dash-multiperiod',
    entry: 'manifest.mpd',
    note: 'two periods (2 s each) from two encodes, each with its own SegmentTemplate',
    make(enc, dir, id) {
      const periods = ['p0', 'p1'].map((name, i) => {
        enc.ffmpeg(
          [
            ...muxed(enc, `${id} ${name}`, { sec: 2, video: i === 0 ? 'testsrc2' : 'smptebars' }),
            ...enc.h264(),
            ...enc.audio.aac,
            ...enc.dash(`${dir}/${name}/manifest.mpd`),
          ],
          `${id} ${name}`,
        );
        const mpd = readFileSync(join(dir, name, 'manifest.mpd'), 'utf8');
        rmSync(join(dir, name, 'manifest.mpd'));
        return period(mpd, `${name}/`, name, i * 2, 2);
      });
      const first = readFileSync(join(dir, '..', 'dash-template', 'manifest.mpd'), 'utf8');
      const head = first.slice(0, first.indexOf('<Period')).replace(/PT3\.0S/, 'PT4.0S');
      writeFileSync(join(dir, 'manifest.mpd'), `${head.trimEnd()}\n${periods.join('\n')}\n</MPD>\n`);
    },
  },
  {
    id: 'dash-multicodec',
    entry: 'manifest.mpd',
    note: 'two video adaptation sets, H.264 and VP9, beside AAC audio: the player picks a codec it decodes',
    make: (enc, dir, id) =>
      enc.ffmpeg(
        [
          ...muxed(enc, id, { split: true }),
          '-map',
          '[v2]',
          ...enc.h264().map((a) => (a.startsWith('-') && a.endsWith(':v') ? `${a}:0` : a)),
          '-c:v:1',
          'libvpx-vp9',
          '-b:v:1',
          '60k',
          ...enc.vp9Deadline,
          ...enc.audio.aac,
          ...enc.dash(`${dir}/manifest.mpd`, {
            extra: ['-adaptation_sets', 'id=0,streams=0 id=1,streams=2 id=2,streams=1'],
          }),
        ],
        id,
      ),
  },
];
