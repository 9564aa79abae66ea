/** Why: the ad element and the packshot runner are only needed when a source has ads or packshots. */
export { adMediaHost, createAdSlot } from './ad-host';
export { playPackshots } from './packshots';
