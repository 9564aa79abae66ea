/**
 * The targets of issue 10 (ratios OnAir / bare engine, medians of the same run; memory; size), checked
 * against one benchmark result so docs/performance.md says met or missed from the figures themselves.
 */
import { fmt } from './stats.mjs';

export const TARGETS = {
  startupRatio: 0.9,
  zapRatioVsRecreate: 0.8,
  seekRatio: 1.0,
  memoryGrowthMB: 5,
  coreKB: 20,
  reactKB: 25,
};

/** Each issue-10 target against this run's figures: met, missed, or not measured. */
export function targets(r) {
  const verdict = (ok) => (ok === undefined ? 'not measured' : ok ? 'met' : 'MISSED');
  const rows = [];
  for (const [label, s] of Object.entries(r.startup ?? {})) {
    rows.push([
      `startup ${label} ≤ ${TARGETS.startupRatio}`,
      fmt(s.ratio, 2),
      verdict(s.ratio <= TARGETS.startupRatio),
    ]);
  }
  const z = r.zap?.ratioVsRecreate;
  rows.push([
    `zap ≤ ${TARGETS.zapRatioVsRecreate} of destroy-and-recreate`,
    fmt(z, 2),
    verdict(z === undefined ? undefined : z <= TARGETS.zapRatioVsRecreate),
  ]);
  const sk = r.seek?.ratio;
  rows.push([
    `archive seek ≤ ${TARGETS.seekRatio}`,
    fmt(sk, 2),
    verdict(sk === undefined ? undefined : sk <= TARGETS.seekRatio),
  ]);
  const mz = r.memory?.zaps?.onair;
  const growth = mz ? mz.afterN.heapMB - mz.after1.heapMB : undefined;
  rows.push([
    `heap growth after ${r.memory?.zaps?.n ?? 200} zaps ≤ ${TARGETS.memoryGrowthMB} MB`,
    fmt(growth, 1),
    verdict(growth === undefined ? undefined : growth <= TARGETS.memoryGrowthMB),
  ]);
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
      verdict(m ? grew <= 0 && leaked === 0 : undefined),
    ]);
  }
  const sizeOf = (prefix) => r.size?.find((s) => s.group === 'player-sdk' && s.what.startsWith(prefix))?.kb;
  const core = sizeOf('core');
  const react = sizeOf('React skin');
  rows.push([
    `core ≤ ${TARGETS.coreKB} KB`,
    fmt(core, 1),
    verdict(core === undefined ? undefined : core <= TARGETS.coreKB),
  ]);
  rows.push([
    `React skin ≤ ${TARGETS.reactKB} KB`,
    fmt(react, 1),
    verdict(react === undefined ? undefined : react <= TARGETS.reactKB),
  ]);
  return [
    {
      title: 'Targets (issue 10; ratios are medians of the same run)',
      headers: ['target', 'this run', 'verdict'],
      rows,
    },
  ];
}
