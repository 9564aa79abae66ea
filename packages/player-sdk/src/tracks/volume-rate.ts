/**
 * Why: volume and speed are stepped in fixed increments (§5, §9: volume 0–1 in 0.05 steps, speeds 0.25–2 in
 * 0.25 steps). Stepping is done in whole steps, never by adding floats, so 0.15 + one step is exactly 0.2 and
 * repeated presses never drift. Non-numbers are refused with a RangeError instead of silently muting.
 */
import {
  PLAYBACK_RATE_MAX,
  PLAYBACK_RATE_MIN,
  PLAYBACK_RATE_STEP,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
} from '../constants';

const STEPS_PER_UNIT = Math.round(1 / VOLUME_STEP);
// Float noise below this is treated as "on the grid" (0.15 * 20 = 3.0000000000000004).
const EPSILON = 1e-9;

function assertFinite(value: number, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
  }
}

/** Every allowed speed, slowest first: 0.25, 0.5 … 2. */
export const PLAYBACK_RATES: readonly number[] = Object.freeze(
  Array.from(
    { length: Math.round((PLAYBACK_RATE_MAX - PLAYBACK_RATE_MIN) / PLAYBACK_RATE_STEP) + 1 },
    (_, i) => PLAYBACK_RATE_MIN + i * PLAYBACK_RATE_STEP,
  ),
);

export function clampVolume(volume: number): number {
  assertFinite(volume, 'volume');
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, volume));
}

/** One step up or down from `volume`, landing on the 0.05 grid (an off-grid volume snaps to the next step). */
export function stepVolume(volume: number, direction: 1 | -1): number {
  const steps = clampVolume(volume) * STEPS_PER_UNIT;
  const next = direction > 0 ? Math.floor(steps + EPSILON) + 1 : Math.ceil(steps - EPSILON) - 1;
  return clampVolume(next / STEPS_PER_UNIT);
}

/** The allowed speed nearest to `rate` (ties go to the slower one). */
export function nearestPlaybackRate(rate: number): number {
  assertFinite(rate, 'playback rate');
  let best = PLAYBACK_RATES[0] as number;
  for (const candidate of PLAYBACK_RATES) {
    if (Math.abs(candidate - rate) < Math.abs(best - rate) - EPSILON) best = candidate;
  }
  return best;
}
