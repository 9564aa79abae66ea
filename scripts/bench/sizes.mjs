/** Size: min+gzip of every published entry and chunk we ship, beside the bare engines' own builds. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

function jsFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => f.endsWith('.js') && statSync(f).isFile());
}

export function sizes(root) {
  const rows = [];
  for (const [pkg, dir] of [
    ['@onair/player-sdk', 'packages/player-sdk/dist'],
    ['@onair/ads-vast', 'packages/ads-vast/dist'],
  ]) {
    for (const file of jsFiles(path.join(root, dir))) {
      rows.push({ what: `${pkg} ${path.relative(path.join(root, dir), file)}`, kb: gz(file) });
    }
  }
  const webIndex = path.join(root, 'packages/web-app/dist/index.html');
  if (existsSync(webIndex)) {
    const html = readFileSync(webIndex, 'utf8');
    const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const kb = initial.reduce((sum, f) => sum + gz(path.join(root, 'packages/web-app/dist', f)), 0);
    rows.push({ what: '@onair/web-app initial JS (index.html)', kb });
  }
  const bare = [
    ['bare hls.js (dist/hls.min.js)', 'node_modules/hls.js/dist/hls.min.js'],
    ['bare hls.js light (dist/hls.light.min.js)', 'node_modules/hls.js/dist/hls.light.min.js'],
    [
      'bare shaka-player (dist/shaka-player.compiled.js)',
      'node_modules/shaka-player/dist/shaka-player.compiled.js',
    ],
  ];
  for (const [what, file] of bare) {
    if (existsSync(path.join(root, file))) rows.push({ what, kb: gz(path.join(root, file)) });
  }
  return rows;
}
