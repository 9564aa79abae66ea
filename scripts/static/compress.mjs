/**
 * Why: every web host and CDN sends text assets compressed, so a viewer downloads hls.js as ≈ 185 KB, not its
 * 580 KB. A stack that sent them raw made the slow-network benchmarks measure bytes no viewer pays for, and
 * hid round trips behind them. The stack's static sites (scripts/static-site.ts) send every compressible file
 * gzipped (level 9, the level the size tables count) to any client that accepts gzip — every page alike, the
 * bare engines' and the peers' included. Each file is compressed once and kept while its size and mtime hold.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** The content type of each compressible extension (anything else is sent as it is). */
export const COMPRESSIBLE = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Whether an Accept-Encoding header admits gzip (a `q=0` refuses it, as does `identity` alone). */
export function acceptsGzip(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The file a request path names inside `root`, or null: only plain files with a compressible extension, never
 * outside the root (`..`, encoded or not), never a dotfile, never a directory.
 */
export function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // Dotfiles (the build's .vite/manifest.json among them) are not the site's to serve.
  if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..'))
    return null;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(path.resolve(root) + path.sep)) return null;
  const type = COMPRESSIBLE[path.extname(absolute).toLowerCase()];
  return type ? { file: absolute, type } : null;
}

/**
 * gzip of each file, once per version of it (size + mtime) and per `transform` (an HTML page with the hints of
 * its route, html-hints.mjs): `{ body, etag }`, the ETag a hash of what is sent, so a browser asking again gets a
 * 304 (cache-policy.mjs). `transform.key` names the variant; `transform.apply` turns the file's text into it.
 */
export function createGzipCache() {
  const cache = new Map();
  return async function gzipped(file, transform) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${file}\0${transform?.key ?? ''}`;
    const version = `${info.size}:${info.mtimeMs}`;
    const known = cache.get(key);
    if (known?.version === version) return known.result;
    const result = readFile(file).then(async (raw) => {
      const text = transform ? Buffer.from(transform.apply(raw.toString('utf8'))) : raw;
      const body = await gzipAsync(text, { level: 9 });
      return { body, etag: `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"` };
    });
    cache.set(key, { version, result });
    result.catch(() => cache.delete(key));
    return result;
  };
}
