// `/media/conformance/…`: the conformance corpus (media/conformance, see its README) served as plain files, so
// the browser test can play third-party-shaped streams through a bare engine and through OnAir side by side.
// Only media and manifest types are served (not the generator scripts), and every path stays inside the folder.
import { fileURLToPath } from 'node:url';
import { inside, type Resolved } from './resolved';

export const CONFORMANCE_ROOT = fileURLToPath(new URL('../../media/conformance', import.meta.url));

const TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ts: 'video/mp2t',
  aac: 'audio/aac',
  vtt: 'text/vtt; charset=utf-8',
  // AES-128 keys of the corpus: test keys that protect nothing.
  bin: 'application/octet-stream',
  key: 'application/octet-stream',
};

/** `parts`: the path below `conformance/`, already checked segment by segment by resolveMedia. */
export function resolveConformance(path: string, parts: string[], root = CONFORMANCE_ROOT): Resolved {
  const name = parts.at(-1) ?? '';
  const mime = TYPES[name.slice(name.lastIndexOf('.') + 1)];
  const file = mime && parts.length > 0 ? inside(root, ...parts) : undefined;
  if (!file || !mime) {
    return { kind: 'error', status: 404, code: 'not_found', message: `No media at /media/${path}` };
  }
  // The corpus is regenerated only by hand; an hour's caching is safe and spares the test's reloads.
  return { kind: 'file', file, mime, cache: 'public, max-age=3600' };
}
