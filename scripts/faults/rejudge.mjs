/**
 * `node scripts/faults/rejudge.mjs docs/reliability-runs/<run>.json`: judges a committed fault run again from
 * the samples and marks it keeps, by the rules of ./verdict.mjs now, and says where the stored outcome and the
 * new one differ (exit 1 if any). A run from before issue 39 keeps no samples and cannot be judged again.
 */
import { readFileSync } from 'node:fs';
import { rejudge } from './raw.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/faults/rejudge.mjs <run.json>');
  process.exit(2);
}
const run = JSON.parse(readFileSync(file, 'utf8'));
let judged = 0;
const differ = [];
for (const result of run.results) {
  if (result.na) continue;
  const again = rejudge(result);
  if (!again) continue;
  judged++;
  if (again.outcome !== result.outcome || again.stillMs !== result.stillMs)
    differ.push(`${result.fault} × ${result.path}: stored ${result.outcome}, again ${again.outcome}`);
}
const kept = run.results.filter((r) => !r.na).length;
console.log(`${file} at ${run.commit ?? 'an unrecorded commit'}: judged ${judged} of ${kept} cases again`);
if (judged < kept)
  console.log(`⚠ ${kept - judged} cases keep no samples (a run from before issue 39, or never fired)`);
for (const line of differ) console.log(`✗ ${line}`);
process.exit(differ.length ? 1 : 0);
