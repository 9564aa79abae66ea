/**
 * Why: a real host lets the browser keep what never changes and ask again about what may. The build names
 * every script and style after its content (`/assets/main-DqHbCdYm.js`): such a file is never changed under the
 * same name, so a browser may keep it for a year without asking (`immutable`). Everything else — the HTML, the
 * service worker, the manifest, `/config.js` — may change at the next deploy: the browser keeps it but asks
 * again each time (`no-cache` with an ETag, answered 304 when it is the same). The stack sent
 * `public, max-age=0` and no ETag with its gzipped answers, so a returning viewer's browser downloaded
 * every script again: a benchmark of a returning viewer would have measured bytes no viewer pays for.
 */

/** A build output named after its content: `/assets/<name>-<hash of 8 or more>.<ext>` (vite's default). */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a response for this request path (query ignored). */
export function cacheControlFor(urlPath) {
  const pathname = (urlPath.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/** Whether an If-None-Match header names this ETag (a list, a weak form or `*`). */
export function etagMatches(header, etag) {
  if (typeof header !== 'string' || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
