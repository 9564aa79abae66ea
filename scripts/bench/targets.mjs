/**
 * The figures a run is judged by (ratios OnAir / bare engine, medians of the same run; memory; size) and the
 * targets of issues 10 and 23 they are held to (OnAir ahead of each product peer: ratio ≤ 1), so docs/performance.md says met or missed from the figures
 * themselves, for one run and for the median over several.
 */
import { fmt } from './stats.mjs';

export const TARGETS = {
  startupRatio: 0.9,
  liveStartupRatio: 0.85,
  zapRatioVsRecreate: 0.8,
  zapRatioVsReuse: 1.0,
  seekRatio: 1.0,
  throttledRatio: 0.95,
  /** OnAir ahead of each product peer: below 1 on startup, zap and page weight. */
  peerRatio: 1.0,
  /** The web app's channel page, cold, against the bare hls.js page (localhost). */
  webAppRatio: 1.5,
  memoryGrowthMB: 5,
  coreKB: 20,
  reactKB: 25,
};

/** A startup result in today's shape, whether written today or before the baselines were split. */
export function startupBaselines(s) {
  if (s.baselines) return s.baselines;
  return { [s.bareEngine ?? 'bare']: { ...s.bare, ratio: s.ratio } };
}

/** Throttled results as a list of profiles (older runs held one profile as an object). */
export const throttledProfiles = (r) =>
  Array.isArray(r.throttled) ? r.throttled : r.throttled ? [r.throttled] : [];

/**
 * Every figure of a run with its target where it has one: `{ label, value, digits, max? }`, `value` undefined
 * when the run did not measure it. Labels are stable across runs, so runs line up by label.
 */
export function figures(r) {
  const out = [];
  for (const [label, s] of Object.entries(r.startup ?? {})) {
    const fair = s.fair ?? Object.keys(startupBaselines(s))[0];
    for (const [key, b] of Object.entries(startupBaselines(s))) {
      const max =
        key !== fair ? undefined : label === 'live HLS' ? TARGETS.liveStartupRatio : TARGETS.startupRatio;
      out.push({ label: `startup ${label}, OnAir / ${key}`, value: b.ratio, digits: 2, max });
    }
  }
  out.push({
    label: 'zap, OnAir / hls.js destroy + new',
    value: r.zap?.ratioVsRecreate,
    digits: 2,
    max: TARGETS.zapRatioVsRecreate,
  });
  out.push({
    label: 'zap, OnAir / hls.js loadSource (reuse)',
    value: r.zap?.ratioVsReuse,
    digits: 2,
    max: TARGETS.zapRatioVsReuse,
  });
  out.push({
    label: 'archive seek, OnAir / hls.js',
    value: r.seek?.ratio,
    digits: 2,
    max: TARGETS.seekRatio,
  });
  for (const [i, t] of throttledProfiles(r).entries()) {
    out.push({
      label: `throttled ${t.label ?? `${t.mbit} Mbit/s, ${t.rttMs} ms`} startup, OnAir / hls.js`,
      value: t.ratio,
      digits: 2,
      max: i === 0 ? TARGETS.throttledRatio : undefined,
    });
  }
  out.push(...peerFigures(r));
  out.push({
    label: 'web app channel page first frame, web app / bare hls.js',
    value: r.webApp?.ratio,
    digits: 2,
    max: TARGETS.webAppRatio,
  });
  for (const t of r.webAppThrottled ?? []) {
    out.push({
      label: `web app channel page throttled ${t.label}, web app / bare hls.js`,
      value: t.ratio,
      digits: 2,
    });
  }
  out.push({
    label: 'web app API round trips before the stream call',
    value: r.webApp?.roundTrips?.median,
    digits: 0,
  });
  const mz = r.memory?.zaps?.onair;
  out.push({
    label: `heap growth after ${r.memory?.zaps?.n ?? 200} zaps, MB`,
    value: mz ? mz.afterN.heapMB - mz.after1.heapMB : undefined,
    digits: 1,
    max: TARGETS.memoryGrowthMB,
  });
  const sizeOf = (prefix) => r.size?.find((s) => s.group === 'player-sdk' && s.what.startsWith(prefix))?.kb;
  out.push({ label: 'core KB', value: sizeOf('core'), digits: 1, max: TARGETS.coreKB });
  out.push({ label: 'React skin KB', value: sizeOf('React skin'), digits: 1, max: TARGETS.reactKB });
  return out;
}

/** Each product peer's ratios: startup per stream, zap and page weight, OnAir over the peer. */
function peerFigures(r) {
  const p = r.peers;
  if (!p) return [];
  const max = TARGETS.peerRatio;
  const out = [];
  for (const [label, s] of Object.entries(p.startup ?? {})) {
    for (const [key, b] of Object.entries(s.baselines)) {
      out.push({ label: `peer startup ${label}, OnAir React / ${key}`, value: b.ratio, digits: 2, max });
    }
  }
  for (const [key, value] of Object.entries(p.zap?.ratios ?? {})) {
    out.push({ label: `peer zap, OnAir React / ${key}`, value, digits: 2, max });
  }
  for (const [key, value] of Object.entries(p.weight?.ratios ?? {})) {
    out.push({ label: `peer page weight, OnAir React / ${key}`, value, digits: 2, max });
  }
  return out;
}

export const verdict = (value, max) =>
  value === undefined || !Number.isFinite(value) ? 'not measured' : value <= max ? 'met' : 'MISSED';

/** Each target against this run's figures: met, missed, or not measured. */
export function targets(r) {
  const rows = figures(r)
    .filter((f) => f.max !== undefined)
    .map((f) => [`${f.label} ≤ ${f.max}`, fmt(f.value, f.digits), verdict(f.value, f.max)]);
  const mz = r.memory?.zaps?.onair;
  for (const [what, m] of [
    ['zaps', mz],
    ['ad breaks', r.memory?.adBreaks],
  ]) {
    const leaked = m ? (m.afterDestroy?.mediaSources ?? 0) + (m.afterDestroy?.mediaElements ?? 0) : undefined;
    const grew = m
      ? m.afterN.mediaSources - m.after1.mediaSources + m.afterN.mediaElements - m.after1.mediaElements
      : undefined;
    rows.push([
      `no leaked media elements / MediaSources (${what}: growth 1 → N, left after destroy)`,
      m ? `${grew}, ${leaked}` : '—',
      m ? (grew <= 0 && leaked === 0 ? 'met' : 'MISSED') : 'not measured',
    ]);
  }
  return [
    {
      title: 'Targets (issues 10 and 23; ratios are medians of the same run)',
      headers: ['target', 'this run', 'verdict'],
      rows,
    },
  ];
}
