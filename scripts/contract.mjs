#!/usr/bin/env node
// The operator API contract check (issue 24).
//   npm run contract                       replays the /v2 calls the browser suites recorded
//                                          (.cache/contract/*.jsonl) against the OpenAPI document
//   npm run contract -- --api https://…/v2 makes the app's and the SDK's calls against that API
//   --doc <file|url>                       the document to hold them to (default: the demo backend's,
//                                          generated from its route schemas)
// Every call that is missing or differs is listed with the field that differs; exit 1 if any.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compileContract } from './contract/check.mjs';
import { probeApi } from './contract/probe.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RECORDINGS = join(ROOT, '.cache', 'contract');

async function loadDocument(doc) {
  if (doc && /^https?:/.test(doc)) return (await fetch(doc)).json();
  if (doc) return JSON.parse(readFileSync(doc, 'utf8'));
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const out = spawnSync(tsx, ['src/openapi/print-document.ts'], {
    cwd: join(ROOT, 'packages', 'demo-backend'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`could not generate the document: ${out.stderr}`);
  return JSON.parse(out.stdout);
}

/** The calls of the latest browser run (files run-<runner pid>-w<worker>.jsonl; older runs are ignored). */
export function readRecordings(dir = RECORDINGS) {
  if (!existsSync(dir)) return [];
  const runs = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    const run = /^(run-\d+)-/.exec(file)?.[1] ?? file;
    const mtime = statSync(join(dir, file)).mtimeMs;
    const entry = runs.get(run) ?? { files: [], mtime: 0 };
    entry.files.push(file);
    entry.mtime = Math.max(entry.mtime, mtime);
    runs.set(run, entry);
  }
  const latest = [...runs.values()].sort((a, b) => b.mtime - a.mtime)[0];
  return (latest?.files ?? []).flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  );
}

/** Checks calls; identical problems of one operation are reported once with a count. */
export function checkCalls(document, calls, options = {}) {
  const { check } = compileContract(document, options);
  const notes = new Set();
  const failures = new Map();
  let checked = 0;
  for (const call of calls) {
    checked += 1;
    if (call.status === 0) {
      failures.set(`${call.method} ${call.path}`, {
        call: `${call.method} ${call.path}`,
        problems: [`missing: no answer (${call.error})`],
        count: 1,
      });
      continue;
    }
    const result = check(call);
    for (const note of result.notes)
      notes.add(`${result.operation}: ${note.replace(/\/\d+(?=\/|:)/g, '/*')}`);
    if (result.problems.length === 0) continue;
    const key = `${result.operation ?? result.call} ${result.problems.join('|')}`;
    const seen = failures.get(key);
    if (seen) seen.count += 1;
    else failures.set(key, { call: result.call, problems: result.problems, count: 1 });
  }
  return { checked, failures: [...failures.values()], notes: [...notes] };
}

export function report({ checked, failures, notes = [] }, log = console.log) {
  for (const note of notes) log(`· not in the document (allowed): ${note}`);
  for (const f of failures) {
    log(`✗ ${f.call}${f.count > 1 ? ` (and ${f.count - 1} more like it)` : ''}`);
    for (const p of f.problems.slice(0, 12)) log(`    ${p}`);
    if (f.problems.length > 12) log(`    … ${f.problems.length - 12} more`);
  }
  const calls = failures.reduce((n, f) => n + f.count, 0);
  log(`contract: ${checked} calls checked, ${calls} missing or differing`);
  return calls === 0;
}

async function main() {
  const { values } = parseArgs({
    options: { api: { type: 'string' }, doc: { type: 'string' }, recorded: { type: 'string' } },
  });
  const document = await loadDocument(values.doc);
  let calls = [];
  if (values.api) {
    await probeApi(values.api, (call) => calls.push(call));
  } else {
    calls = readRecordings(values.recorded ? resolve(values.recorded) : RECORDINGS);
    if (calls.length === 0) {
      console.error(
        'contract: no recorded calls in .cache/contract — run the browser tests, or pass --api <base>',
      );
      process.exit(1);
    }
  }
  // An operator may send fields the app does not read; the demo backend documents its answers exactly.
  const options = { extraFields: values.api ? 'note' : 'fail' };
  process.exit(report(checkCalls(document, calls, options)) ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
