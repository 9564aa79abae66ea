/**
 * `npm start`: builds what the browser needs (web app and examples page, from the packages' sources)
 * and starts the whole product on the embedded demo backend, printing one URL a line.
 * Needs no ffmpeg: the demo backend serves the committed media set and encrypts its ClearKey
 * variant on first start into an ignored cache.
 */
import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

if (!existsSync('node_modules/.bin/vite')) {
  console.error('Dependencies are missing: run `npm ci` first.');
  process.exit(1);
}

step('Building the web app and the examples page (vite)…');
for (const ws of ['@onair/web-app', '@onair/examples']) {
  const code = await run('npm', ['run', 'build', '--silent', '-w', ws]);
  if (code !== 0) {
    console.error(`Build of ${ws} failed (exit ${code}).`);
    process.exit(code);
  }
}

step('Starting the demo backend, web app and examples…');
const code = await run('npx', ['tsx', 'scripts/stack.ts', ...process.argv.slice(2)]);
process.exit(code);
