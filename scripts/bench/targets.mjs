/**
 * The figures a run is judged by (ratios OnAir / bare engine, medians of the same run; memory; size) and the
 * targets of issues 10, 23 and 38 they are held to (OnAir ahead of each product peer: ratio ≤ 1), so
 * docs/performance.md says met or missed from the figures themselves, for one run and for the median over several.
 *
 * A figure is only as good as its samples (issue 39): one whose samples were not all taken — a failed or missing
 * sample on either side, a failed memory step, no measurement after destroy — is NOT MET whatever its value. A run
 * that lost its slowest samples would otherwise look faster than one that kept them.
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
  /** Issue 23: the web app's channel page, cold, against the bare hls.js page (localhost). Kept, never moved. */
  webAppRatio: 1.5,
  /** Issue 38: the same first visit within 2× … */
  webAppFirstVisitRatio: 2.0,
  /** … and a returning viewer's channel page within 1.4× the bare page's own second visit. */
  webAppReturningRatio: 1.4,
  /** Issue 38: a returning viewer's stream call waits for at most one round trip of API calls. */
  webAppReturningRoundTrips: 1,
  memoryGrowthMB: 5,
  coreKB: 20,
  reactKB: 25,
  /** Issue 41: the element page's static closure, core and skin together. */
  elementKB: 40,
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
 * The web app's visits per profile, whatever the run's age: runs before issue 38 measured only the first visit
 * to the channel page (`webApp`, `webAppThrottled`); they line up under that visit's labels.
 */
export function webAppProfiles(r) {
  if (r.webAppVisits) return r.webAppVisits.profiles;
  if (!r.webApp) return [];
  const first = (w) => ({
    'first visit, channel page': { ...w, path: r.webApp.path, bareState: 'cold live' },
  });
  return [
    { label: 'local', mbit: null, rttMs: null, visits: first(r.webApp) },
    ...(r.webAppThrottled ?? []).map((t) => ({ ...t, visits: first(t) })),
  ];
}

/** Samples a summary owed but did not get (failed or missing); 0 when every one was taken. */
export function missing(...summaries) {
  let lost = 0;
  for (const s of summaries) {
    if (!s) continue;
    if (s.tried === undefined) continue;
    lost += s.tried - s.n;
  }
  return lost;
}

/**
 * Every figure of a run with its target where it has one: `{ label, value, digits, max?, lost }`, `value`
 * undefined when the run did not measure it, `lost` the samples it is missing (a reason to fail it, as a text
 * when it is not a count). Labels are stable across runs, so runs line up by label.
 */
export function figures(r) {
  const out = [];
  for (const [label, s] of Object.entries(r.startup ?? {})) {
    const fair = s.fair ?? Object.keys(startupBaselines(s))[0];
    for (const [key, b] of Object.entries(startupBaselines(s))) {
      const max =
        key !== fair ? undefined : label === 'live HLS' ? TARGETS.liveStartupRatio : TARGETS.startupRatio;
      out.push({
        label: `startup ${label}, OnAir / ${key}`,
        value: b.ratio,
        digits: 2,
        max,
        lost: missing(s.onair, b),
      });
    }
  }
  const z = r.zap;
  out.push({
    label: 'zap, OnAir / hls.js destroy + new',
    value: z?.ratioVsRecreate,
    digits: 2,
    max: TARGETS.zapRatioVsRecreate,
    lost: missing(z?.onair, z?.recreate),
  });
  out.push({
    label: 'zap, OnAir / hls.js loadSource (reuse)',
    value: z?.ratioVsReuse,
    digits: 2,
    max: TARGETS.zapRatioVsReuse,
    lost: missing(z?.onair, z?.reuse),
  });
  out.push({
    label: 'archive seek, OnAir / hls.js',
    value: r.seek?.ratio,
    digits: 2,
    max: TARGETS.seekRatio,
    lost: missing(r.seek?.onair, r.seek?.bare),
  });
  for (const [i, t] of throttledProfiles(r).entries()) {
    out.push({
      label: `throttled ${t.label ?? `${t.mbit} Mbit/s, ${t.rttMs} ms`} startup, OnAir / hls.js`,
      value: t.ratio,
      digits: 2,
      max: i === 0 ? TARGETS.throttledRatio : undefined,
      lost: missing(t.onair?.startup, t.bare?.startup),
    });
  }
  out.push(...peerFigures(r));
  out.push(...webAppFigures(r));
  out.push(...memoryFigures(r));
  const sizeOf = (prefix) => r.size?.find((s) => s.group === 'player-sdk' && s.what.startsWith(prefix))?.kb;
  out.push({ label: 'core KB', value: sizeOf('core'), digits: 1, max: TARGETS.coreKB, lost: 0 });
  out.push({ label: 'React skin KB', value: sizeOf('React skin'), digits: 1, max: TARGETS.reactKB, lost: 0 });
  out.push({
    label: 'element (core + skin) KB',
    value: sizeOf('<onair-player>'),
    digits: 1,
    max: TARGETS.elementKB,
    lost: 0,
  });
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
      out.push({
        label: `peer startup ${label}, OnAir React / ${key}`,
        value: b.ratio,
        digits: 2,
        max,
        lost: missing(s.onair, b),
      });
    }
  }
  for (const [key, value] of Object.entries(p.zap?.ratios ?? {})) {
    out.push({
      label: `peer zap, OnAir React / ${key}`,
      value,
      digits: 2,
      max,
      lost: missing(p.zap.onair, p.zap.peers?.[key]),
    });
  }
  for (const [key, value] of Object.entries(p.weight?.ratios ?? {})) {
    const failed = p.weight.onair?.failed ?? p.weight.peers?.[key]?.failed;
    out.push({
      label: `peer page weight, OnAir React / ${key}`,
      value,
      digits: 2,
      max,
      lost: failed ? `a page failed: ${failed}` : 0,
    });
  }
  // Issue 41: the element page, held to the same bar, by its first frame and settled: the element shows its first
  // frame before hls.js is imported, so only the settled weight holds the engine every page needs to keep playing.
  const e = p.element;
  for (const [label, s] of Object.entries(e?.startup ?? {})) {
    for (const [key, value] of Object.entries(s.ratios ?? {})) {
      const lost = missing(s.onair, p.startup?.[label]?.baselines?.[key]);
      out.push({ label: `peer startup ${label}, OnAir element / ${key}`, value, digits: 2, max, lost });
    }
  }
  for (const [key, value] of Object.entries(e?.zap?.ratios ?? {})) {
    const lost = missing(e.zap.onair, p.zap?.peers?.[key]);
    out.push({ label: `peer zap, OnAir element / ${key}`, value, digits: 2, max, lost });
  }
  for (const [key, value] of Object.entries(e?.weight?.ratios ?? {})) {
    const failed = e.weight.onair?.failed ?? p.weight?.peers?.[key]?.failed;
    const lost = failed ? `a page failed: ${failed}` : 0;
    out.push({ label: `peer page weight, OnAir element / ${key}`, value, digits: 2, max, lost });
  }
  for (const [key, value] of Object.entries(e?.weight?.settledRatios ?? {})) {
    const failed = e.weight.onair?.failed ?? p.weight?.peers?.[key]?.failed;
    const lost = failed ? `a page failed: ${failed}` : 0;
    out.push({ label: `peer page weight settled, OnAir element / ${key}`, value, digits: 2, max, lost });
  }
  return out;
}

/** Label of a web-app figure: "web app <visit> (<profile>)". Runs before issue 38 line up under the first visit. */
const webAppLabel = (visit, profile) => `web app ${visit} (${profile})`;

/** Each visit's ratio to the bare page and its round trips before the stream call, per profile. */
function webAppFigures(r) {
  const out = [];
  for (const profile of webAppProfiles(r)) {
    const local = profile.mbit === null || profile.mbit === undefined;
    for (const [visit, v] of Object.entries(profile.visits)) {
      const lost = missing(v.webApp, v.bare);
      const firstLocal = local && visit === 'first visit, channel page';
      const returningLocal = local && visit === 'returning, channel page';
      const label = webAppLabel(visit, profile.label);
      out.push({
        label: `${label}, web app / bare hls.js`,
        value: v.ratio,
        digits: 2,
        max: firstLocal
          ? TARGETS.webAppFirstVisitRatio
          : returningLocal
            ? TARGETS.webAppReturningRatio
            : undefined,
        lost,
      });
      // Issue 23's stricter target on the same figure stays visible: it is not moved, it is still judged.
      if (firstLocal) {
        out.push({
          label: `${label}, web app / bare hls.js (issue 23's target)`,
          value: v.ratio,
          digits: 2,
          max: TARGETS.webAppRatio,
          lost,
        });
      }
      if (local) {
        const tripsLost = (v.roundTripsMissing ?? 0) + missing(v.roundTrips);
        out.push({
          label: `${label}, API round trips before the stream call`,
          value: v.roundTrips?.median,
          digits: 0,
          max: returningLocal ? TARGETS.webAppReturningRoundTrips : undefined,
          lost: tripsLost,
        });
      }
    }
  }
  return out;
}

/**
 * Memory: the heap's growth, and the media elements and MediaSources left behind. A step that failed, or no
 * measurement after destroy, is a failure of the figure, never a zero.
 */
function memoryFigures(r) {
  const out = [];
  const mz = r.memory?.zaps?.onair;
  const failedSteps = (m) => (m ? (m.failures ?? 0) : 0);
  out.push({
    label: `heap growth after ${r.memory?.zaps?.n ?? 200} zaps, MB`,
    value: mz ? mz.afterN.heapMB - mz.after1.heapMB : undefined,
    digits: 1,
    max: TARGETS.memoryGrowthMB,
    lost: failedSteps(mz) ? `${failedSteps(mz)} failed zap steps` : 0,
  });
  for (const [what, m] of [
    ['zaps', mz],
    ['ad breaks', r.memory?.adBreaks],
  ]) {
    const destroyed = m?.afterDestroy;
    const leaked = destroyed ? destroyed.mediaSources + destroyed.mediaElements : undefined;
    const grew = m
      ? m.afterN.mediaSources - m.after1.mediaSources + m.afterN.mediaElements - m.after1.mediaElements
      : undefined;
    const problems = [
      ...(failedSteps(m) ? [`${failedSteps(m)} failed steps`] : []),
      ...(m && !destroyed ? ['no measurement after destroy'] : []),
    ];
    out.push({
      label: `no leaked media elements / MediaSources (${what}: growth 1 → N, left after destroy)`,
      value: m ? Math.max(0, grew) + (leaked ?? 0) : undefined,
      shown: m ? `${grew}, ${leaked ?? '—'}` : undefined,
      digits: 0,
      max: 0,
      lost: problems.length ? problems.join(', ') : 0,
    });
  }
  return out;
}

/** What a figure is missing, as words; empty when nothing. */
export function lostText(lost) {
  if (!lost) return '';
  return typeof lost === 'number' ? `${lost} sample${lost === 1 ? '' : 's'} failed or missing` : lost;
}

/**
 * The verdict of a value against its target: not measured (no value), NOT MET when any sample is missing
 * (whatever the value), else met or MISSED.
 */
export function verdict(value, max, lost = 0) {
  if (value === undefined || !Number.isFinite(value))
    return lost ? `NOT MET (${lostText(lost)})` : 'not measured';
  if (lost) return `NOT MET (${lostText(lost)})`;
  return value <= max ? 'met' : 'MISSED';
}

/** Each target against this run's figures: met, missed, not met (samples missing) or not measured. */
export function targets(r) {
  const rows = figures(r)
    .filter((f) => f.max !== undefined)
    .map((f) => [
      `${f.label} ≤ ${f.max}`,
      f.shown ?? fmt(f.value, f.digits),
      verdict(f.value, f.max, f.lost),
    ]);
  return [
    {
      title: 'Targets (issues 10, 23 and 38; ratios are medians of the same run)',
      headers: ['target', 'this run', 'verdict'],
      rows,
    },
  ];
}
