// HLS and DASH manifests for a VOD package, written from the segment list we measured rather than taken
// from ffmpeg, because the product needs what ffmpeg's muxers cannot say: a named audio group with a
// duplicate-named track (§5 de-dup), subtitle tracks with and without a language, and ContentProtection.
// Both formats point at the same fMP4 segments.

export interface SegmentTiming {
  /** In the track's timescale. */
  start: number;
  duration: number;
}

export interface Rendition {
  /** Folder name and representation id, e.g. v720 or a-en. */
  name: string;
  kind: 'video' | 'audio';
  codec: string;
  timescale: number;
  width: number;
  height: number;
  sampleRate: number;
  peakBandwidth: number;
  averageBandwidth: number;
  segments: SegmentTiming[];
  /** Audio only. */
  language?: string;
  label?: string;
}

export interface SubtitleTrack {
  file: string;
  label: string;
  /** Absent on purpose for the track clients must drop (§5). */
  language?: string;
}

export interface VodPackage {
  id: string;
  title: string;
  durationSec: number;
  frameRate: number;
  video: Rendition[];
  audio: Rendition[];
  subtitles: SubtitleTrack[];
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const quoted = (s: string) => s.replace(/"/g, "'");

export function hlsMediaPlaylist(r: Rendition): string {
  const durations = r.segments.map((s) => s.duration / r.timescale);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.round(Math.max(...durations))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-MAP:URI="init.mp4"',
    ...durations.flatMap((d, i) => [`#EXTINF:${d.toFixed(5)},`, `seg-${i}.m4s`]),
    '#EXT-X-ENDLIST',
  ];
  return `${lines.join('\n')}\n`;
}

export function hlsSubtitlePlaylist(pkg: VodPackage, track: SubtitleTrack): string {
  const d = pkg.durationSec;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(d)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${d.toFixed(3)},`,
    track.file,
    '#EXT-X-ENDLIST',
  ];
  return `${lines.join('\n')}\n`;
}

export const subtitlePlaylistName = (t: SubtitleTrack) => t.file.replace(/\.vtt$/, '.m3u8');

export function hlsMasterPlaylist(pkg: VodPackage): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  pkg.audio.forEach((a, i) => {
    const lang = a.language ? `,LANGUAGE="${a.language}"` : '';
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="${quoted(a.label ?? a.name)}"${lang},` +
        `DEFAULT=${i === 0 ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="1",URI="${a.name}/index.m3u8"`,
    );
  });
  for (const s of pkg.subtitles) {
    const lang = s.language ? `,LANGUAGE="${s.language}"` : '';
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${quoted(s.label)}"${lang},DEFAULT=NO,AUTOSELECT=NO,` +
        `URI="${subtitlePlaylistName(s)}"`,
    );
  }
  const audioPeak = Math.max(0, ...pkg.audio.map((a) => a.peakBandwidth));
  const audioAverage = Math.max(0, ...pkg.audio.map((a) => a.averageBandwidth));
  const audioCodec = pkg.audio[0]?.codec;
  for (const v of pkg.video) {
    const codecs = audioCodec ? `${v.codec},${audioCodec}` : v.codec;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.peakBandwidth + audioPeak},AVERAGE-BANDWIDTH=${v.averageBandwidth + audioAverage},` +
        `RESOLUTION=${v.width}x${v.height},FRAME-RATE=${pkg.frameRate.toFixed(3)},CODECS="${codecs}"` +
        `${pkg.audio.length ? ',AUDIO="audio"' : ''}${pkg.subtitles.length ? ',SUBTITLES="subs"' : ''}`,
      `${v.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface DashProtection {
  kidHex: string;
}

const uuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toLowerCase();

function contentProtection(p: DashProtection | undefined, indent: string): string[] {
  if (!p) return [];
  return [
    `${indent}<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="${uuid(p.kidHex)}"/>`,
    `${indent}<ContentProtection schemeIdUri="urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e" value="ClearKey1.0"/>`,
  ];
}

function segmentTimeline(r: Rendition, indent: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < r.segments.length) {
    const s = r.segments[i] as SegmentTiming;
    let repeat = 0;
    while (
      i + repeat + 1 < r.segments.length &&
      (r.segments[i + repeat + 1] as SegmentTiming).duration === s.duration &&
      (r.segments[i + repeat + 1] as SegmentTiming).start === s.start + s.duration * (repeat + 1)
    ) {
      repeat++;
    }
    out.push(`${indent}<S t="${s.start}" d="${s.duration}"${repeat ? ` r="${repeat}"` : ''}/>`);
    i += repeat + 1;
  }
  return out;
}

function representation(r: Rendition, frameRate: number): string[] {
  const attrs =
    r.kind === 'video'
      ? ` width="${r.width}" height="${r.height}" frameRate="${frameRate}" sar="1:1"`
      : ` audioSamplingRate="${r.sampleRate}"`;
  return [
    `      <Representation id="${r.name}" codecs="${r.codec}" bandwidth="${r.peakBandwidth}"${attrs}>`,
    ...(r.kind === 'audio'
      ? [
          '        <AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="1"/>',
        ]
      : []),
    `        <SegmentTemplate timescale="${r.timescale}" initialization="${r.name}/init.mp4" media="${r.name}/seg-$Number$.m4s" startNumber="0">`,
    '          <SegmentTimeline>',
    ...segmentTimeline(r, '            '),
    '          </SegmentTimeline>',
    '        </SegmentTemplate>',
    '      </Representation>',
  ];
}

/** A static MPD; `subtitleBase` is the path from the MPD to the VTT files, `protection` makes it CENC. */
export function dashManifest(
  pkg: VodPackage,
  opts: { subtitleBase: string; protection?: DashProtection },
): string {
  const cp = contentProtection(opts.protection, '      ');
  const maxW = Math.max(...pkg.video.map((v) => v.width));
  const maxH = Math.max(...pkg.video.map((v) => v.height));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" xmlns:cenc="urn:mpeg:cenc:2013" type="static"',
    `  profiles="urn:mpeg:dash:profile:isoff-live:2011" mediaPresentationDuration="PT${pkg.durationSec.toFixed(3)}S" minBufferTime="PT4S">`,
    `  <Period id="0" start="PT0S">`,
    `    <AdaptationSet id="0" contentType="video" mimeType="video/mp4" segmentAlignment="true" startWithSAP="1" maxWidth="${maxW}" maxHeight="${maxH}">`,
    ...cp,
    ...pkg.video.flatMap((v) => representation(v, pkg.frameRate)),
    '    </AdaptationSet>',
  ];
  pkg.audio.forEach((a, i) => {
    lines.push(
      `    <AdaptationSet id="${i + 1}" contentType="audio" mimeType="audio/mp4" segmentAlignment="true" startWithSAP="1"${a.language ? ` lang="${a.language}"` : ''}>`,
      `      <Label>${xml(a.label ?? a.name)}</Label>`,
      `      <Role schemeIdUri="urn:mpeg:dash:role:2011" value="${i === 0 ? 'main' : 'alternate'}"/>`,
      ...cp,
      ...representation(a, pkg.frameRate),
      '    </AdaptationSet>',
    );
  });
  pkg.subtitles.forEach((s, i) => {
    lines.push(
      `    <AdaptationSet id="${pkg.audio.length + 1 + i}" contentType="text" mimeType="text/vtt"${s.language ? ` lang="${s.language}"` : ''}>`,
      `      <Label>${xml(s.label)}</Label>`,
      '      <Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle"/>',
      `      <Representation id="${s.file.replace(/\.vtt$/, '')}" bandwidth="256">`,
      `        <BaseURL>${xml(opts.subtitleBase + s.file)}</BaseURL>`,
      '      </Representation>',
      '    </AdaptationSet>',
    );
  });
  lines.push('  </Period>', '</MPD>');
  return `${lines.join('\n')}\n`;
}
