/** Order statistics for benchmark samples: the median and the 10th/90th percentiles. */
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
