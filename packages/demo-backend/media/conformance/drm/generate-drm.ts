// Builds the conformance corpus's DRM streams from the committed VOD feature (240p video + English audio,
// first segments only) with the project's own CENC encryptor (src/media-server/cenc; Debian ffmpeg's CENC is broken):
//  - dash-clearkey-wvpr: CENC DASH shaped like a commercial packager's output — the MPD signals only the
//    generic mp4protection scheme (default KID), Widevine (cenc:pssh) and PlayReady (mspr:pro), and the init
//    segments carry only Widevine and PlayReady PSSH boxes. No ClearKey signalling anywhere: it plays only
//    when the operator's word (`dash_clearkey` + `laClearkey`) makes the player use ClearKey.
//  - dash-clearkey-mixed: two periods, the first clear, the second encrypted with one key for video and
//    another for audio (one licence answers both), again signalled as Widevine only.
//  - hls-sample-aes-fmp4: SAMPLE-AES (cbcs) fMP4 HLS with an identity key (./hls-cbcs.ts), made from the clear
//    hls-fmp4-demuxed stream, so run ../generate.mjs first.
// Keys: src/drm/conformance-keys.ts (the demo licence server answers them). Appends its entries to
// ../corpus.json (the other generator keeps entries it did not make).
// Usage: npx tsx packages/demo-backend/media/conformance/drm/generate-drm.ts
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFORMANCE_CLEARKEYS } from '../../../src/drm/conformance-keys';
import { encryptSegment } from '../../../src/media-server/cenc/fragment';
import { encryptInit } from '../../../src/media-server/cenc/init';
import {
  fullBoxHeader,
  leaf,
  type Mp4Box,
  parseBoxes,
  serializeBoxes,
} from '../../../src/media-server/mp4/boxes';
import { readTracks, segmentDuration, type TrackInfo } from '../../../src/media-server/mp4/inspect';
import { CBCS_CORPUS_ENTRY, makeCbcsHls } from './hls-cbcs';

const here = dirname(fileURLToPath(import.meta.url));
const feature = join(here, '../../committed/vod/feature');
const streams = join(here, '../streams');
const corpusFile = join(here, '../corpus.json');
const [VIDEO_KID, AUDIO_KID] = [...CONFORMANCE_CLEARKEYS.keys()] as [string, string];
const WIDEVINE = 'edef8ba979d64acea3c827dcd51d21ed';
const PLAYREADY = '9a04f07998404286ab92e65be0885f95';
const SOURCES = { video: 'v240', audio: 'a-en' } as const;

const uuid = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** Widevine PSSH data (protobuf): algorithm AESCTR, the key id, a provider and a content id. */
function widevineData(kid: string): Buffer {
  const field = (tag: number, bytes: Buffer) => Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
  return Buffer.concat([
    Buffer.from([0x08, 0x01]),
    field(0x12, Buffer.from(kid, 'hex')),
    field(0x1a, Buffer.from('onair-conformance')),
    field(0x22, Buffer.from('feature')),
  ]);
}

/** A PlayReady Object with one WRMHEADER 4.0 record; its KID is the GUID in little-endian byte order. */
function playReadyObject(kid: string): Buffer {
  const k = Buffer.from(kid, 'hex');
  const guid = Buffer.concat([
    k.subarray(0, 4).reverse(),
    k.subarray(4, 6).reverse(),
    k.subarray(6, 8).reverse(),
    k.subarray(8),
  ]);
  const header =
    '<WRMHEADER xmlns="http://schemas.microsoft.com/DRM/2007/03/PlayReadyHeader" version="4.0.0.0"><DATA>' +
    `<PROTECTINFO><KEYLEN>16</KEYLEN><ALGID>AESCTR</ALGID></PROTECTINFO><KID>${guid.toString('base64')}</KID>` +
    '<LA_URL>https://playready.invalid/rightsmanager.asmx</LA_URL></DATA></WRMHEADER>';
  const record = Buffer.from(header, 'utf16le');
  const out = Buffer.alloc(10 + record.length);
  out.writeUInt32LE(out.length, 0);
  out.writeUInt16LE(1, 4);
  out.writeUInt16LE(1, 6);
  out.writeUInt16LE(record.length, 8);
  record.copy(out, 10);
  return out;
}

function psshBox(systemId: string, data: Buffer): Mp4Box {
  return leaf(
    'pssh',
    Buffer.concat([fullBoxHeader(0, 0), Buffer.from(systemId, 'hex'), u32(data.length), data]),
  );
}

const serialized = (box: Mp4Box) => serializeBoxes([box]);

/** The encryptor's init segment with its ClearKey PSSH swapped for the given (Widevine/PlayReady) ones. */
function packagerInit(init: Buffer, kid: string, systems: Mp4Box[]): Buffer {
  const boxes = parseBoxes(encryptInit(init, kid));
  const moov = boxes.find((b) => b.type === 'moov');
  if (!moov?.children) throw new Error('drm corpus: init has no moov');
  const at = moov.children.findIndex((b) => b.type === 'pssh');
  moov.children.splice(at, 1, ...systems);
  return serializeBoxes(boxes);
}

interface Track {
  name: string;
  info: TrackInfo;
  init: Buffer;
  segments: Buffer[];
}

function readSource(name: string, count: number): Track {
  const dir = join(feature, name);
  const init = readFileSync(join(dir, 'init.mp4'));
  const info = readTracks(init)[0] as TrackInfo;
  const segments = Array.from({ length: count }, (_, i) => readFileSync(join(dir, `seg-${i}.m4s`)));
  return { name, info, init, segments };
}

function timeline(track: Track, from: number, to: number): string {
  return track.segments
    .slice(from, to)
    .map((seg) => {
      const { start, duration } = segmentDuration(seg, track.info);
      const ts = track.info.timescale;
      return `<S t="${Math.round(start * ts)}" d="${Math.round(duration * ts)}"/>`;
    })
    .join('');
}

function protection(kid: string, systems: 'wvpr' | 'wv'): string {
  const wv = serialized(psshBox(WIDEVINE, widevineData(kid))).toString('base64');
  const pro = playReadyObject(kid);
  const pr = serialized(psshBox(PLAYREADY, pro)).toString('base64');
  return [
    `<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="${uuid(kid)}"/>`,
    `<ContentProtection schemeIdUri="urn:uuid:${uuid(WIDEVINE)}" value="Widevine"><cenc:pssh>${wv}</cenc:pssh></ContentProtection>`,
    ...(systems === 'wvpr'
      ? [
          `<ContentProtection schemeIdUri="urn:uuid:${uuid(PLAYREADY)}" value="MSPR 2.0"><cenc:pssh>${pr}</cenc:pssh><mspr:pro>${pro.toString('base64')}</mspr:pro></ContentProtection>`,
        ]
      : []),
  ].join('\n      ');
}

function adaptation(track: Track, folder: string, range: [number, number], cp: string, pto: number): string {
  const { info } = track;
  const video = info.kind === 'video';
  const attrs = video
    ? `contentType="video" mimeType="video/mp4" width="${info.width}" height="${info.height}"`
    : `contentType="audio" mimeType="audio/mp4" lang="en" audioSamplingRate="${info.sampleRate}"`;
  return [
    `    <AdaptationSet ${attrs} segmentAlignment="true" startWithSAP="1">`,
    ...(cp ? [`      ${cp}`] : []),
    `      <Representation id="${folder}" codecs="${info.codec}" bandwidth="${video ? 200000 : 64000}">`,
    `        <SegmentTemplate timescale="${info.timescale}" presentationTimeOffset="${pto}" initialization="${folder}/init.mp4" media="${folder}/seg-$Number$.m4s" startNumber="${range[0]}">`,
    `          <SegmentTimeline>${timeline(track, range[0], range[1])}</SegmentTimeline>`,
    '        </SegmentTemplate>',
    '      </Representation>',
    '    </AdaptationSet>',
  ].join('\n');
}

function mpd(duration: number, periods: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" xmlns:cenc="urn:mpeg:cenc:2013" xmlns:mspr="urn:microsoft:playready"',
    `  type="static" profiles="urn:mpeg:dash:profile:isoff-live:2011" mediaPresentationDuration="PT${duration.toFixed(3)}S" minBufferTime="PT2S">`,
    ...periods,
    '</MPD>',
    '',
  ].join('\n');
}

function writeTrack(dir: string, folder: string, init: Buffer, segs: [number, Buffer][]): void {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, 'init.mp4'), init);
  for (const [n, seg] of segs) writeFileSync(join(dir, folder, `seg-${n}.m4s`), seg);
}

const keyOf = (kid: string) => Buffer.from(CONFORMANCE_CLEARKEYS.get(kid) as string, 'hex');
const start = (track: Track, n: number) => segmentDuration(track.segments[n] as Buffer, track.info).start;

function makeWvPr(video: Track, audio: Track): void {
  const dir = join(streams, 'dash-clearkey-wvpr');
  rmSync(dir, { recursive: true, force: true });
  for (const track of [video, audio]) {
    const systems = [
      psshBox(WIDEVINE, widevineData(VIDEO_KID)),
      psshBox(PLAYREADY, playReadyObject(VIDEO_KID)),
    ];
    const segs = track.segments.map(
      (s, i) => [i, encryptSegment(s, [track.info], keyOf(VIDEO_KID))] as [number, Buffer],
    );
    writeTrack(dir, track.name, packagerInit(track.init, VIDEO_KID, systems), segs);
  }
  const cp = protection(VIDEO_KID, 'wvpr');
  const period = [
    '  <Period id="0" start="PT0S">',
    adaptation(video, video.name, [0, 3], cp, 0),
    adaptation(audio, audio.name, [0, 3], cp, 0),
    '  </Period>',
  ].join('\n');
  writeFileSync(join(dir, 'manifest.mpd'), mpd(6, [period]));
}

function makeMixed(video: Track, audio: Track): void {
  const dir = join(streams, 'dash-clearkey-mixed');
  rmSync(dir, { recursive: true, force: true });
  const periods: string[] = ['  <Period id="clear" start="PT0S">'];
  for (const track of [video, audio]) {
    writeTrack(dir, `${track.name}-clear`, track.init, [
      [0, track.segments[0] as Buffer],
      [1, track.segments[1] as Buffer],
    ]);
    periods.push(adaptation(track, `${track.name}-clear`, [0, 2], '', 0));
  }
  periods.push('  </Period>', `  <Period id="encrypted" start="PT${start(video, 2).toFixed(3)}S">`);
  for (const [track, kid] of [
    [video, VIDEO_KID],
    [audio, AUDIO_KID],
  ] as const) {
    const systems = [psshBox(WIDEVINE, widevineData(kid))];
    const segs = [2, 3].map(
      (n) => [n, encryptSegment(track.segments[n] as Buffer, [track.info], keyOf(kid))] as [number, Buffer],
    );
    writeTrack(dir, `${track.name}-cenc`, packagerInit(track.init, kid, systems), segs);
    const pto = Math.round(start(track, 2) * track.info.timescale);
    periods.push(adaptation(track, `${track.name}-cenc`, [2, 4], protection(kid, 'wv'), pto));
  }
  periods.push('  </Period>');
  writeFileSync(
    join(dir, 'manifest.mpd'),
    mpd(start(video, 3) + segmentDuration(video.segments[3] as Buffer, video.info).duration, periods),
  );
}

function appendCorpus(): void {
  const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as { streams: { id: string }[] };
  const licence = '/v2/drm/clearkey/license';
  const ours = [
    {
      id: 'dash-clearkey-wvpr',
      type: 'dash',
      url: '/media/conformance/streams/dash-clearkey-wvpr/manifest.mpd',
      drm: { keySystem: 'org.w3.clearkey', licence },
      note: 'CENC DASH signalling only Widevine + PlayReady PSSH and generic mp4protection; ClearKey by the operator’s word',
    },
    {
      id: 'dash-clearkey-mixed',
      type: 'dash',
      url: '/media/conformance/streams/dash-clearkey-mixed/manifest.mpd',
      drm: { keySystem: 'org.w3.clearkey', licence },
      note: 'two periods: clear, then CENC with one key for video and another for audio (Widevine signalling only)',
    },
    CBCS_CORPUS_ENTRY,
  ];
  const ids = new Set(ours.map((s) => s.id));
  corpus.streams = [...corpus.streams.filter((s) => !ids.has(s.id)), ...ours];
  writeFileSync(corpusFile, `${JSON.stringify(corpus, null, 2)}\n`);
}

const video = readSource(SOURCES.video, 4);
const audio = readSource(SOURCES.audio, 4);
makeWvPr(
  { ...video, segments: video.segments.slice(0, 3) },
  { ...audio, segments: audio.segments.slice(0, 3) },
);
makeMixed(video, audio);
makeCbcsHls(streams);
appendCorpus();
console.log('drm corpus: dash-clearkey-wvpr, dash-clearkey-mixed, hls-sample-aes-fmp4 written');
