/**
 * VAST 3/4 fallbackOnNoAd: what fills an ad opportunity whose wrapper chain
 * yields no ad (its Error URLs are told 303, or the code that broke the chain,
 * where the wrapper is followed).
 * - A pod ad: with fallbackOnNoAd true (VAST's default) the first unused
 *   stand-alone ad of the same document takes its place in the pod; with false
 *   the pod simply moves on to its next ad.
 * - A document without a pod is one opportunity, its stand-alone ads tried in
 *   order: true lets the next one fill it, false ends the opportunity there.
 * Stand-alone ads left over stay, after the pod, as the reserve the roll runner
 * replaces failing pod ads from while they play.
 */
import type { VastAd } from '../types';
import { sortForPlay } from './play-order';

type Candidate = Pick<VastAd, 'sequence' | 'type'> & { fallbackOnNoAd?: boolean };

const endsOpportunity = (ad: Candidate): boolean => ad.type === 'wrapper' && ad.fallbackOnNoAd === false;

export async function resolveInPlayOrder<A extends Candidate, R extends { sequence?: number }>(
  ads: readonly A[],
  resolveOne: (ad: A) => Promise<R[]>,
): Promise<R[]> {
  const ordered = sortForPlay(ads);
  const pod = ordered.filter((ad) => ad.sequence !== undefined);
  const buffet = ordered.filter((ad) => ad.sequence === undefined);
  const resolved: R[] = [];
  if (pod.length === 0) {
    // One opportunity: each stand-alone ad is the next try (also when the one before fails to play).
    for (const ad of buffet) {
      const found = await resolveOne(ad);
      resolved.push(...found);
      if (found.length === 0 && endsOpportunity(ad)) break;
    }
    return resolved;
  }
  let unused = 0;
  const nextStandAlone = async (): Promise<R[]> => {
    for (let ad = buffet[unused]; ad; ad = buffet[unused]) {
      unused += 1;
      const found = await resolveOne(ad);
      if (found.length > 0 || endsOpportunity(ad)) return found;
    }
    return [];
  };
  for (const ad of pod) {
    const found = await resolveOne(ad);
    if (found.length > 0 || endsOpportunity(ad)) {
      resolved.push(...found);
      continue;
    }
    const sequence = ad.sequence;
    // The substitute plays in the failed ad's place, so it takes that place in the pod.
    for (const substitute of await nextStandAlone()) resolved.push({ ...substitute, sequence });
  }
  for (const ad of buffet.slice(unused)) resolved.push(...(await resolveOne(ad)));
  return resolved;
}
