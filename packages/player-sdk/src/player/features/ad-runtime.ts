/** Why: the ad element, the roll runner's wiring and the packshot runner are only needed when a source has ads or packshots. */
export { createAdSlot } from './ad-host';
export { createPlayerRollRunner } from './ad-runner';
export { playPackshots } from './packshots';
