/**
 * Size (issue 10 §5): min+gzip of every published entry and chunk we ship, beside the bare engines' own
 * builds. A row is what a page downloads for that piece: an entry with every chunk it imports
 * statically; a lazy chunk with what it imports that the core does not already bring. Web-app rows are
 * the JS a first visit to a route downloads before anything plays, read from vite's manifest. The measure itself
 * (closure, gzip level 9) is the project's one (scripts/pack/bundle-size.mjs), shared with the SDK's size report.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closure, dynamicImports, jsFiles, kbOf as kb } from '../pack/bundle-size.mjs';

const minus = (set, other) => [...set].filter((f) => !other.has(f));
const chunkName = (file) => path.basename(file, '.js').replace(/-[\w-]{8}$/, '');

function sdkRows(dist) {
  if (!existsSync(path.join(dist, 'index.js'))) return [];
  const core = closure(path.join(dist, 'index.js'));
  const rows = [{ group: 'player-sdk', what: 'core (index.js + static chunks)', files: [...core] }];
  const react = path.join(dist, 'react.js');
  if (existsSync(react)) {
    rows.push({
      group: 'player-sdk',
      what: 'React skin (react.js, beyond the core)',
      files: minus(closure(react), core),
    });
  }
  const element = path.join(dist, 'element.js');
  if (existsSync(element)) {
    rows.push({
      group: 'player-sdk',
      what: '<onair-player> element (element.js with the core: what its page loads before an engine)',
      files: [...closure(element)],
    });
  }
  const embed = path.join(dist, 'embed.js');
  if (existsSync(embed)) {
    rows.push({
      group: 'player-sdk',
      what: 'embed host library (embed.js, alone)',
      files: [...closure(embed)],
    });
  }
  const all = jsFiles(dist);
  const lazy = new Set(all.flatMap((f) => dynamicImports(f)));
  for (const chunk of [...lazy].filter((f) => existsSync(f)).sort()) {
    rows.push({
      group: 'player-sdk',
      what: `lazy ${chunkName(chunk)} (beyond the core)`,
      files: minus(closure(chunk), core),
    });
  }
  // Every file must be in some row: a chunk nothing reaches would otherwise ship unmeasured.
  const counted = new Set(rows.flatMap((r) => r.files));
  for (const file of all.filter((f) => !counted.has(f))) {
    rows.push({ group: 'player-sdk', what: `unreached ${path.relative(dist, file)}`, files: [file] });
  }
  return rows;
}

const ROUTES = [
  ['/', 'index.html', 'src/pages/Home.tsx'],
  ['/channels', 'index.html', 'src/channels/ChannelsPage.tsx'],
  ['/contents/:id', 'index.html', 'src/content/ContentPage.tsx'],
  ['/watch/:id', 'index.html', 'src/content/WatchPage.tsx'],
  ['/channel_embed/:id', 'embed.html'],
];

function webAppRows(dist) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file))
    return [{ group: 'web-app', what: 'no vite manifest (build with --manifest)', files: [] }];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (key, seen) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return seen;
    seen.add(key);
    for (const next of entry.imports ?? []) walk(next, seen);
    return seen;
  };
  return ROUTES.map(([route, ...keys]) => {
    const missing = keys.filter((k) => !manifest[k]);
    const chunks = new Set();
    for (const key of keys) walk(key, chunks);
    const files = [...chunks].map((k) => path.join(dist, manifest[k].file)).filter((f) => f.endsWith('.js'));
    const what = `initial JS of ${route}${missing.length ? ` (missing ${missing.join(', ')})` : ''}`;
    return { group: 'web-app', what, files };
  });
}

const BARE = [
  ['hls.js (dist/hls.min.js)', 'node_modules/hls.js/dist/hls.min.js'],
  ['hls.js light (dist/hls.light.min.js)', 'node_modules/hls.js/dist/hls.light.min.js'],
  ['shaka-player (dist/shaka-player.compiled.js)', 'node_modules/shaka-player/dist/shaka-player.compiled.js'],
  [
    'shaka-player DASH only (dist/shaka-player.dash.js)',
    'node_modules/shaka-player/dist/shaka-player.dash.js',
  ],
];

/** `dirs`: where the SDK, ads-vast and web-app builds to measure are (relative to `root`). */
export function sizes(root, dirs) {
  const rows = [...sdkRows(path.resolve(root, dirs.sdk))];
  const ads = path.join(path.resolve(root, dirs.ads), 'index.js');
  if (existsSync(ads))
    rows.push({ group: 'ads-vast', what: 'index.js (the ads chunk)', files: [...closure(ads)] });
  rows.push(...webAppRows(path.resolve(root, dirs.webApp)));
  for (const [what, file] of BARE) {
    const full = path.join(root, file);
    if (existsSync(full)) rows.push({ group: 'bare engine', what, files: [full] });
  }
  return rows.map(({ group, what, files }) => ({
    group,
    what,
    kb: files.length > 0 ? kb(files) : Number.NaN,
    files: files.map((f) => path.relative(root, f)),
  }));
}
