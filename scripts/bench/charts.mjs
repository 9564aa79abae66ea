/**
 * Charts for docs/performance.md (issue 38 item 8), drawn from the raw runs as plain SVG, never by hand:
 * - `ratiosChart`: every figure with a target, OnAir (or the web app) over its baseline or peer, the median over
 *   the runs as a bar with each run as a dot, the target as a mark; a figure with a failed or missing sample in
 *   any run is drawn as not met, whatever its value;
 * - `waterfallChart`: the web app's way to its first frame per visit (local profile, medians over the runs): when
 *   the first API call and the stream call went out, when the stream answered, the first frame, against the bare
 *   page's first frame in the same state.
 */
import { acrossRuns, fmt } from './stats.mjs';
import { figures, lostText, verdict, webAppProfiles } from './targets.mjs';

const esc = (s) => String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const FONT = 'font-family="system-ui, sans-serif" font-size="12"';

/** The figures with a target, lined up over the runs: label, each run's value, the median, the verdict. */
export function targetRows(results) {
  const perRun = results.map(figures);
  const labels = [
    ...new Set(perRun.flatMap((list) => list.filter((f) => f.max !== undefined).map((f) => f.label))),
  ];
  return labels.map((label) => {
    const found = perRun.map((list) => list.find((f) => f.label === label));
    const any = found.find(Boolean);
    const values = found.map((f) => (f?.value === undefined ? Number.NaN : f.value));
    const lost = found
      .map((f, i) => (f?.lost ? `run ${i + 1}: ${lostText(f.lost)}` : ''))
      .filter(Boolean)
      .join('; ');
    const median = acrossRuns(values).median;
    return {
      label,
      values,
      median,
      max: any.max,
      digits: any.digits,
      verdict: verdict(median, any.max, lost),
    };
  });
}

/** Ratio figures only (digits 2, a target around 1): the chart of OnAir against its baselines and peers. */
export function ratiosChart(results, { width = 900 } = {}) {
  const rows = targetRows(results).filter((r) => r.digits === 2);
  const left = 430;
  const plot = width - left - 90;
  const rowH = 22;
  const top = 34;
  const height = top + rows.length * rowH + 30;
  const maxX = Math.max(2, ...rows.flatMap((r) => [r.max, ...r.values].filter(Number.isFinite))) * 1.05;
  const x = (v) => left + (Math.min(v, maxX) / maxX) * plot;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT} role="img">`,
    '<title>OnAir and the web app against each target: the median ratio over the runs</title>',
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<text x="10" y="18" font-weight="bold">Each target: the median ratio over ${results.length} run(s) (bar), each run (dots), the target (|); lower is faster</text>`,
  ];
  for (const tick of [0.5, 1, 1.5, 2, 3, 4].filter((t) => t <= maxX)) {
    parts.push(
      `<line x1="${x(tick)}" y1="${top - 6}" x2="${x(tick)}" y2="${height - 24}" stroke="#ddd"/>`,
      `<text x="${x(tick)}" y="${height - 10}" text-anchor="middle" fill="#555">${tick}</text>`,
    );
  }
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    const met = r.verdict === 'met';
    const colour = met ? '#2e7d32' : '#c62828';
    parts.push(`<text x="${left - 8}" y="${y + 14}" text-anchor="end">${esc(r.label.slice(0, 68))}</text>`);
    if (Number.isFinite(r.median)) {
      parts.push(
        `<rect x="${left}" y="${y + 4}" width="${Math.max(1, x(r.median) - left)}" height="13" fill="${colour}" opacity="0.75"/>`,
      );
    }
    for (const v of r.values.filter(Number.isFinite)) {
      parts.push(`<circle cx="${x(v)}" cy="${y + 10.5}" r="2.5" fill="#111"/>`);
    }
    parts.push(
      `<line x1="${x(r.max)}" y1="${y + 1}" x2="${x(r.max)}" y2="${y + 20}" stroke="#111" stroke-width="2"/>`,
      `<text x="${x(Math.max(r.median, r.max) || r.max) + 6}" y="${y + 14}" fill="${colour}">${fmt(r.median, 2)} ${met ? 'met' : r.verdict.startsWith('NOT') ? 'not met' : r.verdict === 'MISSED' ? 'missed' : '—'}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

const median = (list) => acrossRuns(list).median;

/** The web app's way to the first frame per visit, local profile, medians over the runs (ms from navigation). */
export function waterfallRows(results) {
  const byVisit = new Map();
  for (const r of results) {
    const local = webAppProfiles(r).find((p) => p.mbit === null || p.mbit === undefined);
    for (const [visit, v] of Object.entries(local?.visits ?? {})) {
      const row = byVisit.get(visit) ?? { visit, first: [], bare: [], api: [], stream: [], answered: [] };
      row.first.push(v.webApp?.median ?? Number.NaN);
      row.bare.push(v.bare?.median ?? Number.NaN);
      row.api.push(v.firstApiCallAt?.median ?? Number.NaN);
      row.stream.push(v.streamCallAt?.median ?? Number.NaN);
      row.answered.push(v.streamAnsweredAt?.median ?? Number.NaN);
      byVisit.set(visit, row);
    }
  }
  return [...byVisit.values()].map((row) => ({
    visit: row.visit,
    firstApiCallAt: median(row.api),
    streamCallAt: median(row.stream),
    streamAnsweredAt: median(row.answered),
    firstFrame: median(row.first),
    bare: median(row.bare),
  }));
}

export function waterfallChart(results, { width = 900 } = {}) {
  const rows = waterfallRows(results);
  const measured = results.filter((r) => webAppProfiles(r).length > 0).length;
  const left = 200;
  const plot = width - left - 30;
  const rowH = 46;
  const top = 52;
  const height = top + rows.length * rowH + 34;
  const maxMs = Math.max(500, ...rows.flatMap((r) => [r.firstFrame, r.bare].filter(Number.isFinite))) * 1.08;
  const x = (ms) => left + (ms / maxMs) * plot;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT} role="img">`,
    "<title>The web app's way to its first frame per visit</title>",
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<text x="10" y="18" font-weight="bold">The web app's way to its first frame (local, ms from navigation, medians over the ${measured} run(s) that measured it)</text>`,
    `<text x="10" y="36" fill="#555">grey: before the first API call · blue: API calls before the stream call · orange: the stream call · green: page, player and media · | bare page</text>`,
  ];
  for (let tick = 0; tick <= maxMs; tick += maxMs > 2000 ? 500 : 100) {
    parts.push(
      `<line x1="${x(tick)}" y1="${top - 6}" x2="${x(tick)}" y2="${height - 26}" stroke="#eee"/>`,
      `<text x="${x(tick)}" y="${height - 12}" text-anchor="middle" fill="#555">${tick}</text>`,
    );
  }
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    const seg = (from, to, colour) =>
      Number.isFinite(from) && Number.isFinite(to) && to > from
        ? `<rect x="${x(from)}" y="${y + 6}" width="${x(to) - x(from)}" height="18" fill="${colour}"/>`
        : '';
    parts.push(
      `<text x="${left - 8}" y="${y + 19}" text-anchor="end">${esc(r.visit)}</text>`,
      seg(0, r.firstApiCallAt, '#bdbdbd'),
      seg(r.firstApiCallAt, r.streamCallAt, '#1e88e5'),
      seg(r.streamCallAt, r.streamAnsweredAt, '#fb8c00'),
      seg(r.streamAnsweredAt, r.firstFrame, '#43a047'),
      Number.isFinite(r.bare)
        ? `<line x1="${x(r.bare)}" y1="${y + 2}" x2="${x(r.bare)}" y2="${y + 28}" stroke="#111" stroke-width="2"/>`
        : '',
      `<text x="${left}" y="${y + 40}" fill="#555">first API call ${fmt(r.firstApiCallAt)} · stream call ${fmt(r.streamCallAt)} · answered ${fmt(r.streamAnsweredAt)} · first frame ${fmt(r.firstFrame)} · bare ${fmt(r.bare)} ms</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
