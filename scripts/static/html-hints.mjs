/**
 * Why: the app's HTML names only its entry and the entry's own imports. Everything else a page needs is found
 * by running code: the API's origin is in `/config.js`, and a route's chunks are asked for only once the entry
 * has run and the router has matched (on the channel page: its page, the player and their imports). The server
 * knows both before the browser does — the API base it configured, the route in the request and the build's
 * manifest — so it writes them into the HTML it sends: `preconnect` opens the connections to the API while the
 * scripts download, and `modulepreload` fetches the route's chunks beside the entry instead of after it. The
 * route's stylesheets are fetched the same way (`preload`) but not linked: a linked stylesheet holds the page's
 * first paint (the shell in index.html) until it arrives, and the route needs it only when its chunk renders —
 * vite's loader links it then, from the cache.
 */

/** Every file `key` needs in the vite manifest: its own, then its static imports', depth first (CSS apart). */
export function chunkClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const next of entry.imports ?? []) {
    const sub = chunkClosure(manifest, next, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

/**
 * The manifest's key of a source module: the module itself (an entry or a route imported by `import()`), else
 * the one chunk the bundler named after it (a lazily imported module it did not key by path, vite 8's
 * `_AppPlayer-<hash>.js`); null when there is none or more than one.
 */
export function manifestKey(manifest, source) {
  if (manifest[source]) return source;
  const bySrc = Object.keys(manifest).filter((key) => manifest[key].src === source);
  if (bySrc.length === 1) return bySrc[0];
  const name = source
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '');
  const byName = Object.keys(manifest).filter((key) => manifest[key].name === name && !manifest[key].src);
  return byName.length === 1 ? byName[0] : null;
}

/**
 * The hint tags of a page: `preconnect` to each origin (with and without credentials mode, as the API's fetches
 * and its images use both), `modulepreload` for the modules' chunks and `preload` for their stylesheets, those
 * the HTML does not already load (`entry`, the HTML's own entry key). Modules missing from the manifest are
 * skipped.
 */
export function hintTags({ manifest, entry = 'index.html', modules = [], preconnect = [] }) {
  const loaded = manifest ? chunkClosure(manifest, entry) : { js: [], css: [] };
  const have = new Set([...loaded.js, ...loaded.css]);
  const tags = [];
  for (const origin of new Set(preconnect)) {
    tags.push(`<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin>`);
    tags.push(`<link rel="preconnect" href="${escapeAttr(origin)}">`);
  }
  const seen = new Set();
  for (const key of modules) {
    if (!manifest) break;
    const found = manifestKey(manifest, key);
    if (!found) continue;
    const { js, css } = chunkClosure(manifest, found, seen);
    for (const file of css.filter((f) => !have.has(f))) {
      have.add(file);
      tags.push(`<link rel="preload" as="style" crossorigin href="/${escapeAttr(file)}">`);
    }
    for (const file of js.filter((f) => !have.has(f))) {
      have.add(file);
      tags.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`);
    }
  }
  return tags;
}

/** The HTML with the tags written before `</head>` (unchanged when there are none or no head). */
export function injectHints(html, tags) {
  if (tags.length === 0) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}${tags.map((t) => `  ${t}\n`).join('')}${html.slice(at)}`;
}

function escapeAttr(value) {
  return String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
