#!/usr/bin/env node
// Builds the conformance corpus: small third-party-shaped HLS and DASH streams (3 s, 160x90) that OnAir must
// play wherever a bare engine plays them (e2e/tests/conformance.spec.ts). Everything is made from ffmpeg's
// synthetic sources, bit-exact, in a temporary folder, then swapped into streams/<id>/. corpus.json lists
// one entry per stream; entries this script does not make (the DRM streams) are kept as they are.
// Usage: node packages/demo-backend/media/conformance/generate.mjs
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DASH_STREAMS } from './dash-streams.mjs';
import { createEncoder } from './encode.mjs';
import { SAMPLE_AES_STREAMS } from './hls-sample-aes.mjs';
import { HLS_STREAMS } from './hls-streams.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const streamsDir = join(here, 'streams');
const corpusFile = join(here, 'corpus.json');
/** Where the demo backend serves this folder (src/media-server/conformance.ts). */
const URL_BASE = '/media/conformance/streams';

const out = mkdtempSync(join(tmpdir(), 'onair-conformance-'));
const enc = createEncoder(out);
const recipes = [
  ...HLS_STREAMS.map((r) => ({ ...r, type: 'hls' })),
  ...SAMPLE_AES_STREAMS.map((r) => ({ ...r, type: 'hls' })),
  ...DASH_STREAMS.map((r) => ({ ...r, type: 'dash' })),
];

try {
  for (const recipe of recipes) {
    const dir = join(out, recipe.id);
    mkdirSync(dir, { recursive: true });
    recipe.make(enc, dir, recipe.id);
  }
  for (const recipe of recipes) {
    rmSync(join(streamsDir, recipe.id), { recursive: true, force: true });
    cpSync(join(out, recipe.id), join(streamsDir, recipe.id), { recursive: true });
  }
  writeFileSync(join(here, 'COMMANDS.txt'), enc.commands.join('\n'));
  writeCorpus();
} finally {
  rmSync(out, { recursive: true, force: true });
}

function writeCorpus() {
  const ours = new Set(recipes.map((r) => r.id));
  const previous = existsSync(corpusFile) ? JSON.parse(readFileSync(corpusFile, 'utf8')).streams : [];
  const kept = previous.filter((entry) => !ours.has(entry.id));
  const made = recipes.map((r) => ({
    id: r.id,
    type: r.type,
    url: `${URL_BASE}/${r.id}/${r.entry}`,
    ...(r.audioOnly ? { audioOnly: true } : {}),
    ...(r.playThrough ? { playThrough: true } : {}),
    note: r.note,
  }));
  const corpus = {
    about:
      'OnAir conformance corpus: every stream here must play through OnAir wherever a bare engine plays it. ' +
      'Entries: {id, type (hls|dash), url (served by the demo backend), drm? {keySystem, licence}, audioOnly?, ' +
      'playThrough? (OnAir is watched to the end), note}.',
    streams: [...made, ...kept],
  };
  writeFileSync(corpusFile, `${JSON.stringify(corpus, null, 2)}\n`);
  process.stdout.write(`conformance: ${made.length} streams made, ${kept.length} other entries kept\n`);
}
