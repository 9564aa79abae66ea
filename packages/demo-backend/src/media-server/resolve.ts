// Maps a path under /media/ to what to answer: a playlist rendered now, a file on disk, or a clear refusal.
// Only names that match the layout are accepted, and every file path is checked to stay inside its root,
// so no request can read outside the media folders.
import { FRAME_RATE, LIVE_RENDITIONS } from './catalog';
import { resolveConformance } from './conformance';
import { LIVE_WINDOW_SEGMENTS, MAX_ARCHIVE_WINDOW_SEC, SEGMENT_DURATION_SEC } from './constants';
import {
  ArchiveWindowError,
  archiveMediaPlaylist,
  isSegmentAvailable,
  type LiveTimeline,
  type LiveTrackKind,
  liveMediaPlaylist,
  loopSegmentIndex,
  multiVariantPlaylist,
} from './live';
import {
  LIVE_SUBTITLES,
  type LiveSubtitleTrack,
  liveSubtitleSegment,
  liveSubtitleTrack,
} from './live-subtitles';
import type { PreparedMedia } from './prepare';
import { inside, type Resolved } from './resolved';
import {
  dashManifest,
  hlsMasterPlaylist,
  hlsMediaPlaylist,
  hlsSubtitlePlaylist,
  subtitlePlaylistName,
} from './vod-manifests';

export const MIME = {
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  audioMp4: 'audio/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  json: 'application/json; charset=utf-8',
} as const;

const LIVE_CACHE = 'no-cache';
const STATIC_CACHE = 'public, max-age=3600';

const notFound = (path: string): Resolved => ({
  kind: 'error',
  status: 404,
  code: 'not_found',
  message: `No media at /media/${path}`,
});

/** An archive playlist names its wall-clock window: `archive-{fromSec}-{toSec}.m3u8`. */
const ARCHIVE_WINDOW = /^archive-(\d{1,12})-(\d{1,12})\.m3u8$/;

const SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function fileMime(name: string, folder: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  if (ext === 'mp4') return folder.startsWith('a-') ? MIME.audioMp4 : MIME.mp4;
  return (MIME as Record<string, string>)[ext] ?? 'application/octet-stream';
}

/** `discontinuityOrigin`: fixed when the routes are registered, see discontinuityOriginFor. */
export function resolveMedia(
  path: string,
  media: PreparedMedia,
  nowMs: number,
  discontinuityOrigin: number,
): Resolved {
  const parts = path.split('/');
  if (parts.some((p) => !SAFE.test(p))) return notFound(path);
  const [area, ...rest] = parts;
  if (area === 'live') return resolveLive(path, rest, media, nowMs, discontinuityOrigin);
  if (area === 'vod') return resolveVod(path, rest, media);
  if (area === 'conformance') return resolveConformance(path, rest);
  if (area === 'ads' || area === 'packshots') {
    if (rest.length !== 1 || !rest[0]?.endsWith('.mp4')) return notFound(path);
    return staticFile(path, media.mediaRoot, [area, rest[0]], MIME.mp4);
  }
  if (path === 'mattress.mp4') return staticFile(path, media.mediaRoot, ['mattress.mp4'], MIME.mp4);
  return notFound(path);
}

function staticFile(path: string, root: string, parts: string[], mime: string): Resolved {
  const file = inside(root, ...parts);
  return file ? { kind: 'file', file, mime, cache: STATIC_CACHE } : notFound(path);
}

function resolveLive(
  path: string,
  rest: string[],
  media: PreparedMedia,
  nowMs: number,
  discontinuityOrigin: number,
): Resolved {
  const [id, a, b] = rest;
  const source = media.live.find((l) => l.id === id);
  if (!source || !a) return notFound(path);
  const timeline: LiveTimeline = {
    segmentDurationSec: SEGMENT_DURATION_SEC,
    segmentsPerLoop: source.segmentsPerLoop,
    windowSegments: LIVE_WINDOW_SEGMENTS,
    discontinuityOrigin,
  };
  const archive = (name: string) => ARCHIVE_WINDOW.exec(name);
  const variants = (playlist: string) =>
    multiVariantPlaylist(
      source.renditions.map((r) => ({
        uri: `${r.name}/${playlist}`,
        bandwidth: r.bandwidth,
        averageBandwidth: r.averageBandwidth,
        width: r.width,
        height: r.height,
        codecs: r.codecs,
        frameRate: FRAME_RATE,
      })),
      LIVE_SUBTITLES.map((sub) => ({
        name: sub.label,
        language: sub.language,
        uri: `${sub.name}/${playlist}`,
      })),
    );
  const playlist = (body: string): Resolved => ({ kind: 'text', body, mime: MIME.m3u8, cache: LIVE_CACHE });
  const archiveBody = (m: RegExpExecArray, kind: LiveTrackKind = 'video'): Resolved => {
    try {
      return playlist(
        archiveMediaPlaylist(timeline, Number(m[1]), Number(m[2]), nowMs, MAX_ARCHIVE_WINDOW_SEC, kind),
      );
    } catch (err) {
      if (!(err instanceof ArchiveWindowError)) throw err;
      return { kind: 'error', status: 400, code: 'invalid_archive_window', message: err.message };
    }
  };
  if (b === undefined) {
    if (a === 'master.m3u8') return playlist(variants('live.m3u8'));
    const m = archive(a);
    if (!m) return notFound(path);
    const check = archiveBody(m);
    return check.kind === 'error' ? check : playlist(variants(a));
  }
  const subtitles = liveSubtitleTrack(a);
  if (subtitles && rest.length === 3) return liveCaptions(path, b, timeline, subtitles, nowMs, archiveBody);
  if (!(LIVE_RENDITIONS as readonly string[]).includes(a) || rest.length !== 3) return notFound(path);
  if (b === 'live.m3u8') return playlist(liveMediaPlaylist(timeline, nowMs));
  const m = archive(b);
  if (m) return archiveBody(m);
  if (b === 'init.mp4')
    return staticFile(path, media.mediaRoot, ['live', source.id, a, 'init.mp4'], MIME.mp4);
  const seg = /^seg-(\d{1,15})\.m4s$/.exec(b);
  if (!seg) return notFound(path);
  const n = Number(seg[1]);
  if (!isSegmentAvailable(timeline, n, nowMs)) {
    return { kind: 'error', status: 404, code: 'not_found', message: `Live segment ${n} has not aired yet` };
  }
  const file = `seg-${loopSegmentIndex(timeline, n)}.m4s`;
  return staticFile(path, media.mediaRoot, ['live', source.id, a, file], MIME.m4s);
}

/** `/media/live/{id}/subs-en/…`: the caption playlists (live, archive window) and their WebVTT segments. */
function liveCaptions(
  path: string,
  name: string,
  timeline: LiveTimeline,
  track: LiveSubtitleTrack,
  nowMs: number,
  archiveBody: (m: RegExpExecArray, kind: LiveTrackKind) => Resolved,
): Resolved {
  if (name === 'live.m3u8') {
    return {
      kind: 'text',
      body: liveMediaPlaylist(timeline, nowMs, 'subtitles'),
      mime: MIME.m3u8,
      cache: LIVE_CACHE,
    };
  }
  const window = ARCHIVE_WINDOW.exec(name);
  if (window) return archiveBody(window, 'subtitles');
  const seg = /^seg-(\d{1,15})\.vtt$/.exec(name);
  if (!seg) return notFound(path);
  const n = Number(seg[1]);
  if (!isSegmentAvailable(timeline, n, nowMs)) {
    return { kind: 'error', status: 404, code: 'not_found', message: `Live segment ${n} has not aired yet` };
  }
  return { kind: 'text', body: liveSubtitleSegment(timeline, n, track), mime: MIME.vtt, cache: STATIC_CACHE };
}

function resolveVod(path: string, rest: string[], media: PreparedMedia): Resolved {
  const [id, ...tail] = rest;
  const vod = media.vod.find((v) => v.pkg.id === id);
  if (!vod || !id || tail.length === 0) return notFound(path);
  const { pkg } = vod;
  const text = (body: string, mime: string): Resolved => ({ kind: 'text', body, mime, cache: STATIC_CACHE });
  const encrypted = tail[0] === 'cenc';
  const local = encrypted ? tail.slice(1) : tail;
  const [first, second] = local;
  if (!first) return notFound(path);
  if (local.length === 1) {
    if (first === 'manifest.mpd') {
      return text(
        dashManifest(
          pkg,
          encrypted
            ? { subtitleBase: '../', protection: { kidHex: media.clearKey.kidHex } }
            : { subtitleBase: '' },
        ),
        MIME.mpd,
      );
    }
    if (encrypted) return notFound(path);
    if (first === 'master.m3u8') return text(hlsMasterPlaylist(pkg), MIME.m3u8);
    const subs = pkg.subtitles.find((s) => subtitlePlaylistName(s) === first);
    if (subs) return text(hlsSubtitlePlaylist(pkg, subs), MIME.m3u8);
    if (pkg.subtitles.some((s) => s.file === first))
      return staticFile(path, media.mediaRoot, ['vod', id, first], MIME.vtt);
    if (first === 'thumbs.jpg') return staticFile(path, media.mediaRoot, ['vod', id, first], MIME.jpg);
    if (first === 'thumbs.json') return staticFile(path, media.mediaRoot, ['vod', id, first], MIME.json);
    return notFound(path);
  }
  const rendition = [...pkg.video, ...pkg.audio].find((r) => r.name === first);
  if (!rendition || !second || local.length !== 2) return notFound(path);
  if (second === 'index.m3u8' && !encrypted) return text(hlsMediaPlaylist(rendition), MIME.m3u8);
  const seg = /^seg-(\d{1,6})\.m4s$/.exec(second);
  if (second !== 'init.mp4' && !(seg && Number(seg[1]) < rendition.segments.length)) return notFound(path);
  const mime = second === 'init.mp4' ? fileMime(second, first) : MIME.m4s;
  return encrypted
    ? staticFile(path, vod.encryptedDir, [first, second], mime)
    : staticFile(path, media.mediaRoot, ['vod', id, first, second], mime);
}
