/**
 * The pause before the i-th channel switch of a page (examples/src/bench-probe.ts says why there is one): spread
 * evenly over three frames of the demo's 25 fps by the golden-ratio sequence, the same list for every side, so
 * no side is luckier. Shared by the bench (scenarios.mjs) and the perf browser test (perf-zap.spec.ts).
 */
export const zapPauseMs = (i) => Math.round(((i * 0.6180339887) % 1) * 120);
