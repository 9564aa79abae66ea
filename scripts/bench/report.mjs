/**
 * Turns a benchmark result (bench-results/latest.json) into tables: plain text for the console at the
 * end of `npm run bench`, markdown for docs/performance.md. One source for both, so the doc's figures
 * are regenerated, never retyped:
 *   node scripts/bench/report.mjs                      markdown of bench-results/latest.json on stdout
 *   node scripts/bench/report.mjs --write docs/performance.md [run.json …]
 *                                                      replaces the text between the bench markers
 *   … --charts docs/performance-charts                 also draws the SVG charts of the same runs (charts.mjs)
 *   … --summary                                        only the targets and the spread over the runs
 *   … old-run.json#-webapp                             a run without one scenario's figures (readRun)
 * Given several runs (docs/bench-runs/*.json), it opens with the spread of every figure over all of them
 * (each run's value, their median, lowest and highest), then each run's own tables.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ratiosChart, targetRows, waterfallChart } from './charts.mjs';
import { peerSections, webAppSections } from './report-peers.mjs';
import { acrossRuns, fmt, okOfTried } from './stats.mjs';
import { figures, lostText, startupBaselines, targets, throttledProfiles, verdict } from './targets.mjs';

const spread = (s) => (s ? `${fmt(s.median)} (${fmt(s.p10)}–${fmt(s.p90)})` : '—');
const n = okOfTried;
const heights = (s) => (s?.heights?.length ? s.heights.map((h) => `${h}p`).join(', ') : '—');
const mb = (v) => fmt(v, 1);

function machine(r) {
  const m = r.machine ?? {};
  return [
    {
      title: 'Machine and run',
      headers: ['CPU', 'cores', 'Chromium', 'Node', 'runs', 'run took', 'at', 'commit'],
      rows: [
        [
          m.model ?? '?',
          String(m.cpus ?? '?'),
          m.browser ?? '?',
          m.node ?? '?',
          String(r.runs ?? '?'),
          r.durationSec ? `${fmt(r.durationSec / 60, 1)} min` : '?',
          r.at ?? '?',
          r.source ? `${r.source.commit.slice(0, 7)}${r.source.dirty ? ' + local changes' : ''}` : '?',
        ],
      ],
    },
  ];
}

function startup(r) {
  if (!r.startup) return [];
  const rows = [];
  for (const [label, s] of Object.entries(r.startup)) {
    for (const [key, b] of Object.entries(startupBaselines(s))) {
      rows.push([
        label,
        spread(s.onair),
        `${key}${key === s.fair ? ' (like for like)' : ''}`,
        spread(b),
        fmt(b.ratio, 2),
        `${n(s.onair)} / ${n(b)}`,
        `${heights(s.onair)} / ${heights(b)}`,
      ]);
    }
  }
  return [
    {
      title: 'Startup: navigation → first frame (ms, median (p10–p90), cold cache, both pages load their JS)',
      headers: [
        'stream',
        'OnAir',
        'baseline',
        'baseline ms',
        'ratio OnAir/baseline',
        'n ok/tried',
        'first frame',
      ],
      rows,
      note: 'Every bare hls.js page caps Auto the way OnAir does (no level above the offered list), so both sides decode the same rendition; "first frame" is the height each side started on.',
    },
  ];
}

function zap(r) {
  if (!r.zap) return [];
  const z = r.zap;
  return [
    {
      title: `Zap: switch call → first frame of the new channel (ms, live HLS, ${z.rounds} pages × ${z.count} switches each way)`,
      headers: ['way', 'median (p10–p90)', 'n ok/tried', 'ratio OnAir/this'],
      rows: [
        ['OnAir player.load()', spread(z.onair), n(z.onair), '—'],
        ['hls.js destroy + new Hls()', spread(z.recreate), n(z.recreate), fmt(z.ratioVsRecreate, 2)],
        ['hls.js loadSource() (reuse)', spread(z.reuse), n(z.reuse), fmt(z.ratioVsReuse, 2)],
        ...(z.recreateTuned
          ? [
              [
                "hls.js destroy + new Hls(OnAir's settings)",
                spread(z.recreateTuned),
                n(z.recreateTuned),
                fmt(z.ratioVsRecreateTuned, 2),
              ],
            ]
          : []),
      ],
    },
  ];
}

function seek(r) {
  if (!r.seek) return [];
  const s = r.seek;
  return [
    {
      title: `Archive seek: scrub → first frame at the new position (ms, ${s.stream}, ${s.positions.length} positions × ${s.rounds} rounds)`,
      headers: ['side', 'median (p10–p90)', 'n ok/tried', 'ratio OnAir/this'],
      rows: [
        ['OnAir player.seek()', spread(s.onair), n(s.onair), '—'],
        ['hls.js (video.currentTime)', spread(s.bare), n(s.bare), fmt(s.ratio, 2)],
        ...(s.tuned
          ? [["hls.js with OnAir's settings", spread(s.tuned), n(s.tuned), fmt(s.ratioVsTuned, 2)]]
          : []),
      ],
    },
  ];
}

const memRow = (name, m, expected) => [
  name,
  `${mb(m.after1.heapMB)} → ${mb(m.afterHalf?.heapMB)} → ${mb(m.afterN.heapMB)}`,
  mb(m.afterN.heapMB - m.after1.heapMB),
  `${m.after1.mediaSources} → ${m.afterN.mediaSources} → ${m.afterDestroy?.mediaSources ?? '—'}`,
  `${m.after1.mediaElements} → ${m.afterN.mediaElements} → ${m.afterDestroy?.mediaElements ?? '—'} (${expected})`,
  String(m.failures ?? 0),
];

function memory(r) {
  const out = [];
  const headers = [
    'side',
    'heap MB after 1 → half → N',
    'growth MB',
    'MediaSources 1 → N → destroyed',
    'media elements 1 → N → destroyed',
    'failed steps',
  ];
  if (r.memory?.zaps) {
    const m = r.memory.zaps;
    out.push({
      title: `Memory after 1 and ${m.n} zaps, then destroy (forced GC via CDP HeapProfiler.collectGarbage)`,
      headers,
      rows: [
        memRow('OnAir', m.onair, '0 expected after destroy'),
        memRow('hls.js destroy + new', m.bareRecreate, "the page's own video element stays"),
      ],
    });
  }
  if (r.memory?.adBreaks) {
    const a = r.memory.adBreaks;
    out.push({
      title: `Memory after 1 and ${a.n} ad breaks (OnAir with ads: a content with a skippable VAST pre-roll, skipped, to the content's first frame)`,
      headers,
      rows: [memRow('OnAir + ads', a, '0 expected after destroy')],
      note: `One ad break took ${spread(a.breakMs)} ms (median (p10–p90)): VAST fetch, ad first frame, skip, content first frame.`,
    });
  }
  return out;
}

const rebuffers = (s) => `${fmt(s.median, 1)} (${fmt(s.p10, 1)}–${fmt(s.p90, 1)})`;

function throttled(r) {
  return throttledProfiles(r).map((t) => ({
    title: `Throttled network (${t.mbit} Mbit/s, ${t.rttMs} ms RTT, CDP Network.emulateNetworkConditions): live HLS, ${t.runs} runs each, ${t.watchMs / 1000} s watched`,
    headers: [
      'side',
      'startup ms median (p10–p90)',
      'rebuffers median (p10–p90)',
      'n ok/tried',
      'ratio OnAir/bare',
    ],
    rows: [
      ['OnAir', spread(t.onair.startup), rebuffers(t.onair.rebuffers), n(t.onair.startup), fmt(t.ratio, 2)],
      ['bare hls.js', spread(t.bare.startup), rebuffers(t.bare.rebuffers), n(t.bare.startup), '—'],
    ],
  }));
}

function size(r) {
  if (!r.size) return [];
  return [
    {
      title: 'Size (KB min+gzip, level 9)',
      headers: ['package', 'what', 'KB', 'files'],
      rows: r.size.map((s) => [s.group, s.what, fmt(s.kb, 1), String(s.files.length)]),
    },
  ];
}

function failed(r) {
  if (!r.failed?.length) return [];
  return [
    {
      title: 'Scenarios that failed in this run',
      headers: ['scenario: error'],
      rows: r.failed.map((f) => [f]),
    },
  ];
}

export function sections(r) {
  return [
    ...failed(r),
    ...machine(r),
    ...targets(r),
    ...startup(r),
    ...zap(r),
    ...seek(r),
    ...memory(r),
    ...throttled(r),
    ...peerSections(r),
    ...webAppSections(r),
    ...size(r),
  ];
}

/**
 * The spread over several runs: every figure of every run, lined up by label, with the median over the runs,
 * the lowest and highest, and the verdict of the median against its target. All runs given, none chosen.
 */
export function across(results) {
  const perRun = results.map(figures);
  const labels = [...new Set(perRun.flatMap((list) => list.map((f) => f.label)))];
  const rows = labels.map((label) => {
    const found = perRun.map((list) => list.find((f) => f.label === label));
    const any = found.find(Boolean);
    const values = found.map((f) => (f?.value === undefined ? Number.NaN : f.value));
    const a = acrossRuns(values);
    const digits = any?.digits ?? 2;
    // A run that lost samples of this figure fails it over all runs too: its median is not the whole story.
    const lost = found
      .map((f, i) => (f?.lost ? `run ${i + 1}: ${lostText(f.lost)}` : ''))
      .filter(Boolean)
      .join('; ');
    return [
      label,
      ...found.map((f, i) => `${f?.shown ?? fmt(values[i], digits)}${f?.lost ? ' ✗' : ''}`),
      fmt(a.median, digits),
      `${fmt(a.min, digits)}–${fmt(a.max, digits)}`,
      any?.max === undefined ? '—' : `≤ ${any.max}: ${verdict(a.median, any.max, lost)}`,
    ];
  });
  return [
    {
      title: `Across ${results.length} runs: each run's figure, the median over runs and the range`,
      headers: [
        'figure',
        ...results.map((r, i) => `run ${i + 1} (${String(r.at ?? '?').slice(0, 16)})`),
        'median',
        'range',
        'target',
      ],
      rows,
    },
  ];
}

/**
 * The dashboard's first table: each target once, the median of every run given (the runs that did not measure it
 * left out), how many runs measured it, and its verdict — NOT MET when any run lost samples of it.
 */
export function targetTable(results) {
  const rows = targetRows(results).map((r) => {
    const measured = r.values.filter(Number.isFinite);
    return [
      `${r.label} ≤ ${r.max}`,
      fmt(r.median, r.digits),
      measured.length
        ? `${fmt(Math.min(...measured), r.digits)}–${fmt(Math.max(...measured), r.digits)}`
        : '—',
      `${measured.length} of ${results.length}`,
      r.verdict,
    ];
  });
  return [
    {
      title: `Targets: the median over the committed runs (${results.length}) and its verdict`,
      headers: ['target', 'median', 'range', 'runs that measured it', 'verdict'],
      rows,
    },
  ];
}

/** One run's tables, or for several runs the targets, the spread over them, then each run's tables. */
export function sectionsOf(results) {
  if (results.length === 1) return [...targetTable(results), ...sections(results[0])];
  return [
    ...targetTable(results),
    ...across(results),
    ...results.flatMap((r, i) => sections(r).map((s) => ({ ...s, title: `Run ${i + 1}: ${s.title}` }))),
  ];
}

const cell = (s) => String(s).replaceAll('|', '\\|');

export function toMarkdown(list) {
  return list
    .map((s) => {
      const lines = [
        `#### ${s.title}`,
        '',
        `| ${s.headers.map(cell).join(' | ')} |`,
        `|${s.headers.map(() => ' --- ').join('|')}|`,
      ];
      for (const row of s.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
      if (s.note) lines.push('', s.note);
      return lines.join('\n');
    })
    .join('\n\n');
}

export function toText(list) {
  return list
    .map((s) => {
      const widths = s.headers.map((h, i) =>
        Math.max(h.length, ...s.rows.map((row) => String(row[i]).length)),
      );
      const line = (row) =>
        row
          .map((c, i) => String(c).padEnd(widths[i]))
          .join('  ')
          .trimEnd();
      const rule = widths.map((w) => '─'.repeat(w)).join('  ');
      return [`\n${s.title}`, line(s.headers), rule, ...s.rows.map(line), ...(s.note ? [s.note] : [])].join(
        '\n',
      );
    })
    .join('\n');
}

export const BEGIN = '<!-- bench:begin (generated by scripts/bench/report.mjs; do not edit by hand) -->';
export const END = '<!-- bench:end -->';

/**
 * The doc with the text between the markers replaced by the tables of these runs (one result or a list); with
 * `summary`, only the targets and the spread of every figure over the runs (each run's own tables stay in its
 * raw JSON, printed by this script on demand).
 */
export function updateDoc(doc, results, { summary = false } = {}) {
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`the doc has no "${BEGIN}" … "${END}" block`);
  const list = Array.isArray(results) ? results : [results];
  const tables = summary ? [...targetTable(list), ...across(list)] : sectionsOf(list);
  return `${doc.slice(0, from + BEGIN.length)}\n\n${toMarkdown(tables)}\n\n${doc.slice(to)}`;
}

/** What a run's scenario names (as `npm run bench -- <name>` takes them) cover in its result. */
const SCENARIO_KEYS = {
  webapp: ['webApp', 'webAppThrottled', 'webAppVisits'],
  size: ['size'],
  peers: ['peers'],
};

/**
 * A run from its file; `file.json#-webapp` leaves that scenario's figures out (a run of older code whose web-app
 * figures a later run of the current code replaces, while its other scenarios still stand).
 */
export function readRun(arg) {
  const [file, drop] = arg.split('#-');
  const run = JSON.parse(readFileSync(file, 'utf8'));
  for (const name of drop ? drop.split(',') : []) {
    const keys = SCENARIO_KEYS[name];
    if (!keys)
      throw new Error(
        `${arg}: no scenario "${name}" to leave out (${Object.keys(SCENARIO_KEYS).join(', ')})`,
      );
    for (const key of keys) delete run[key];
  }
  return run;
}

/** Writes the charts of these runs into `dir` (ratios.svg, web-app-waterfall.svg); returns their paths. */
export function writeCharts(dir, results) {
  mkdirSync(dir, { recursive: true });
  const written = [
    [path.join(dir, 'ratios.svg'), ratiosChart(results)],
    [path.join(dir, 'web-app-waterfall.svg'), waterfallChart(results)],
  ];
  for (const [file, svg] of written) writeFileSync(file, svg);
  return written.map(([file]) => file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--write');
  const target = at >= 0 ? args[at + 1] : undefined;
  const chartsAt = args.indexOf('--charts');
  const chartsDir = chartsAt >= 0 ? args[chartsAt + 1] : undefined;
  const summary = args.includes('--summary');
  const inputs = args.filter(
    (a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1) && (chartsAt < 0 || i !== chartsAt + 1),
  );
  const files = inputs.length ? inputs : ['bench-results/latest.json'];
  const results = files.map(readRun);
  if (chartsDir) console.log(`Charts: ${writeCharts(chartsDir, results).join(', ')}`);
  if (target) {
    writeFileSync(target, updateDoc(readFileSync(target, 'utf8'), results, { summary }));
    // The lint step formats Markdown tables (padded columns): write the doc as it will be checked.
    spawnSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
    console.log(`Updated the tables in ${target} from ${files.join(', ')}`);
  } else {
    console.log(toMarkdown(sectionsOf(results)));
  }
}
