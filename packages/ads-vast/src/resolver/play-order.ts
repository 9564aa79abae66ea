/**
 * VAST 4 §2.3.5: ads with a sequence form a pod played in sequence order; ads
 * without one are a buffet of stand-alone ads, used when there is no pod or to
 * replace a pod ad that fails. Play order is therefore pod first, buffet after.
 */
import type { VastAd } from '../types';

export function sortForPlay<T extends Pick<VastAd, 'sequence'>>(ads: readonly T[]): T[] {
  const pod = ads
    .map((ad, index) => ({ ad, index }))
    .filter(({ ad }) => ad.sequence !== undefined)
    .sort((a, b) => (a.ad.sequence ?? 0) - (b.ad.sequence ?? 0) || a.index - b.index)
    .map(({ ad }) => ad);
  const buffet = ads.filter((ad) => ad.sequence === undefined);
  return [...pod, ...buffet];
}

/**
 * A wrapper with allowMultipleAds=false accepts one stand-alone ad only. An answer that is only a pod
 * breaks that rule; rather than lose the opportunity we take the pod's first ad by sequence.
 */
export function pickForSingleAdWrapper<T extends Pick<VastAd, 'sequence'>>(ads: readonly T[]): T[] {
  const standAlone = ads.find((ad) => ad.sequence === undefined) ?? sortForPlay(ads)[0];
  return standAlone ? [standAlone] : [];
}
