/**
 * Why: on a cold start the first frame waits for hls.js's ~180 KB chunk to run, build its controllers, open its
 * MediaSource and only then append the init and first segment the startup prefetch already holds in memory. The
 * player can show that frame itself: it opens a MediaSource on the element, appends the prefetched init and
 * segment where hls.js would put them (the same start position, the same timestamp offset) and plays, while
 * hls.js's chunk is still loading. hls.js then adopts the MediaSource and its SourceBuffers (its transfer path,
 * `attachMedia({ media, mediaSource, tracks })`) and carries on from the end of what is buffered.
 *
 * Only what this can do exactly is done here: clear fMP4 whose codecs the playlist declares and MSE accepts, the
 * tracks read from the init (mp4-boxes.ts). Anything else, or any failure on the way, leaves the element as it
 * was and hls.js starts the usual way.
 */
import { initTracks, segmentStarts } from './mp4-boxes';

/** One file pair of the picture: the init and segment of a rendition, and where the segment sits. */
export interface PicturePiece {
  init: ArrayBuffer;
  segment: ArrayBuffer;
  /** The segment's start on the playlist timeline (seconds), as hls.js counts it. */
  segmentStart: number;
  /** Where playback starts (seconds): the live sync position, or the VOD start. */
  position: number;
  /** Where the playlist ends (seconds): the MediaSource's duration, as hls.js sets it. */
  end: number;
}

export interface PictureInput {
  /** The variant's CODECS attribute. */
  codecs: string | undefined;
  main: Promise<PicturePiece | null>;
  /** The alternate audio rendition's files when the variant has one (null: audio is in the main files). */
  audio: Promise<PicturePiece | null> | null;
  autoplay: boolean;
}

type TrackName = 'audiovideo' | 'video' | 'audio';

/** A SourceBuffer in the shape hls.js's transfer path takes (its SourceBufferTrack). */
export interface PictureTrack {
  id: 'main' | 'audio';
  container: string;
  codec: string;
  buffer: SourceBuffer;
  listeners: [];
}

export interface StartupPicture {
  mediaSource: MediaSource;
  tracks: Partial<Record<TrackName, PictureTrack>>;
  /** Settles at the picture's first presented frame (or after a bound when none comes). */
  shown: Promise<void>;
}

/** How long the engine waits for the picture's first frame before it is loaded anyway. */
const SHOWN_BOUND_MS = 1500;
/**
 * How long the picture may take to get its files on screen. Past it, hls.js starts the usual way (it takes the
 * same prefetched files when they arrive), so a stalled download costs at most this much.
 */
const PICTURE_DEADLINE_MS = 4000;

const VIDEO_CODEC = /^(avc[13]|hvc1|hev1|av01|vp0?9|dv[ah][e1])\./i;

/** The variant's codecs split by kind; null when it declares no video codec. */
export function splitCodecs(codecs: string | undefined): { video: string; audio: string | null } | null {
  const list = (codecs ?? '')
    .split(',')
    .map((codec) => codec.trim())
    .filter(Boolean);
  const video = list.find((codec) => VIDEO_CODEC.test(codec));
  if (!video) return null;
  return { video, audio: list.find((codec) => !VIDEO_CODEC.test(codec)) ?? null };
}

/**
 * The SourceBuffers the files need, named as hls.js names them: a muxed init is one 'audiovideo' buffer (audio
 * codec first, as hls.js writes it), a video-only init a 'video' buffer, an alternate audio rendition an 'audio'
 * buffer. Null when the init and the declared codecs disagree.
 */
export function pictureLayout(
  kinds: readonly ('video' | 'audio')[],
  codecs: { video: string; audio: string | null },
  alternateAudio: boolean,
): { name: TrackName; id: 'main' | 'audio'; type: string; codec: string }[] | null {
  const hasVideo = kinds.includes('video');
  const hasAudio = kinds.includes('audio');
  if (!hasVideo) return null;
  if (hasAudio) {
    if (alternateAudio || !codecs.audio) return null;
    const codec = `${codecs.audio},${codecs.video}`;
    return [{ name: 'audiovideo', id: 'main', type: `video/mp4; codecs="${codec}"`, codec }];
  }
  const video = {
    name: 'video',
    id: 'main',
    type: `video/mp4; codecs="${codecs.video}"`,
    codec: codecs.video,
  } as const;
  if (!alternateAudio) return [video];
  if (!codecs.audio) return null;
  return [
    video,
    { name: 'audio', id: 'audio', type: `audio/mp4; codecs="${codecs.audio}"`, codec: codecs.audio },
  ];
}

/**
 * hls.js's `SourceBuffer.timestampOffset` for a rendition whose segment starts at `segmentStart` on the playlist
 * and whose tracks start at these decode times: the earliest track is put on the playlist's time (its initPTS).
 */
export function timestampOffset(
  tracks: readonly { id: number; timescale: number }[],
  starts: ReadonlyMap<number, number>,
  segmentStart: number,
): number | null {
  const times = tracks
    .map((track) => {
      const start = starts.get(track.id);
      return start === undefined ? Number.NaN : start / track.timescale;
    })
    .filter(Number.isFinite);
  return times.length === tracks.length ? segmentStart - Math.min(...times) : null;
}

/** Where the element starts: the position, or the buffer's start when that is a hair after it (audio frames). */
export function startAt(position: number, buffered: readonly [number, number][]): number {
  if (buffered.some(([start, end]) => position >= start && position < end)) return position;
  const next = buffered.find(([start]) => start > position && start - position < 0.5);
  return next ? next[0] : position;
}

function event(target: EventTarget, type: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(type, () => resolve(), { once: true, signal });
    target.addEventListener('error', () => reject(new Error(`${type}: error`)), { once: true, signal });
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}

async function append(buffer: SourceBuffer, data: ArrayBuffer, signal: AbortSignal): Promise<void> {
  const done = event(buffer, 'updateend', signal);
  buffer.appendBuffer(data);
  await done;
}

function firstFrame(video: HTMLVideoElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, SHOWN_BOUND_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    if (typeof video.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback(done);
    else video.addEventListener('loadeddata', done, { once: true, signal });
  });
}

export async function presentStartup(
  video: HTMLVideoElement,
  signal: AbortSignal,
  input: PictureInput,
): Promise<StartupPicture | null> {
  const codecs = splitCodecs(input.codecs);
  if (!codecs || typeof MediaSource === 'undefined' || signal.aborted) return null;
  const mediaSource = new MediaSource();
  const url = URL.createObjectURL(mediaSource);
  // The attempt ends at the load's abort, at the deadline, or when anything else takes the element (its
  // MediaSource closes); a shown picture ends it too, without giving up.
  const attempt = new AbortController();
  let settled = false;
  const gaveUp = new Promise<never>((_, reject) => {
    attempt.signal.addEventListener('abort', () => reject(new Error('gave up')), { once: true });
  });
  gaveUp.catch(() => undefined);
  const giveUp = () => {
    if (!settled) attempt.abort();
  };
  const deadline = setTimeout(giveUp, PICTURE_DEADLINE_MS);
  signal.addEventListener('abort', giveUp, { once: true });
  mediaSource.addEventListener('sourceclose', giveUp, { once: true });
  // Opened now, so 'sourceopen' comes while the files are still downloading.
  const opened = event(mediaSource, 'sourceopen', attempt.signal);
  opened.catch(() => undefined);
  video.src = url;
  // Leave the element as the next load expects to find it (a newer load may already own it).
  const release = () => {
    if (video.getAttribute('src') === url) {
      video.removeAttribute('src');
      video.load();
    }
    URL.revokeObjectURL(url);
  };
  try {
    const [main, audio] = await Promise.race([Promise.all([input.main, input.audio]), gaveUp]);
    await Promise.race([opened, gaveUp]);
    if (!main || (input.audio && !audio)) throw new Error('files missing');
    const mainTracks = initTracks(main.init);
    const starts = segmentStarts(main.segment);
    const layout =
      mainTracks &&
      pictureLayout(
        mainTracks.map((t) => t.kind),
        codecs,
        input.audio !== null,
      );
    const offset = mainTracks && starts && timestampOffset(mainTracks, starts, main.segmentStart);
    if (!layout || offset === null || !layout.every((part) => MediaSource.isTypeSupported(part.type))) {
      throw new Error('not playable here');
    }
    // The whole programme's length, as hls.js sets it: otherwise the element would end with the picture's one
    // segment, and a seek made before hls.js runs would stop there.
    mediaSource.duration = main.end;
    const tracks: StartupPicture['tracks'] = {};
    await Promise.all(
      layout.map(async (part) => {
        const buffer = mediaSource.addSourceBuffer(part.type);
        tracks[part.name] = {
          id: part.id,
          container: part.type.split(';')[0]!,
          codec: part.codec,
          buffer,
          listeners: [],
        };
        // hls.js maps an alternate audio rendition with the main rendition's offset too (one initPTS per timeline).
        buffer.timestampOffset = offset;
        const piece = part.name === 'audio' ? audio! : main;
        await append(buffer, piece.init, attempt.signal);
        await append(buffer, piece.segment, attempt.signal);
      }),
    );
    const ranges = Array.from({ length: video.buffered.length }, (_, i): [number, number] => [
      video.buffered.start(i),
      video.buffered.end(i),
    ]);
    const position = startAt(main.position, ranges);
    // A seek to where the element already is (a film from its start) would only delay the first frame.
    if (video.currentTime !== position) video.currentTime = position;
    if (input.autoplay) video.play().catch(() => undefined);
    settled = true;
    clearTimeout(deadline);
    mediaSource.removeEventListener('sourceclose', giveUp);
    // Replaced before hls.js adopted it: the element is reset (once adopted, hls.js's detach has done that).
    signal.addEventListener('abort', release, { once: true });
    return { mediaSource, tracks, shown: firstFrame(video, signal) };
  } catch {
    settled = true;
    clearTimeout(deadline);
    mediaSource.removeEventListener('sourceclose', giveUp);
    release();
    return null;
  }
}
