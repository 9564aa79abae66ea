/**
 * Order statistics for benchmark samples: the median and the 10th/90th percentiles. A failed sample is NaN:
 * it is left out of the statistics but counted, so every table says n = ok/tried and a failure is never lost.
 */
export function quantile(samples, q) {
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export function summarise(samples) {
  return {
    n: samples.filter(Number.isFinite).length,
    tried: samples.length,
    median: quantile(samples, 0.5),
    p10: quantile(samples, 0.1),
    p90: quantile(samples, 0.9),
  };
}

export function ratio(a, b) {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : Number.NaN;
}

export function fmt(n, digits = 0) {
  return Number.isFinite(n) ? n.toFixed(digits) : '—';
}

/** `ok/tried` of a summary; a summary from before `tried` was recorded shows its n alone. */
export function okOfTried(s) {
  if (!s) return '—';
  return s.tried === undefined ? String(s.n) : `${s.n}/${s.tried}`;
}

/** The median of each run's figure and the lowest and highest of them: the spread over runs. */
export function acrossRuns(values) {
  const ok = values.filter(Number.isFinite);
  return {
    runs: values.length,
    median: quantile(ok, 0.5),
    min: ok.length ? Math.min(...ok) : Number.NaN,
    max: ok.length ? Math.max(...ok) : Number.NaN,
  };
}
