/**
 * The ads of one VAST document in the order a roll plays them, with VAST 3/4
 * fallbackOnNoAd deciding what fills an opportunity whose wrapper chain yields
 * no ad (the chain's Error URLs are told 303, or the code that broke it, where
 * the wrapper is followed):
 * - a pod ad: with fallbackOnNoAd true the first unused stand-alone ad of the
 *   same document takes its place in the pod; with false the pod simply moves
 *   on to its next ad. Absent counts as true: VAST leaves it to the player, and
 *   falling back loses no opportunity the ad server asked us to keep empty;
 * - a document without a pod is one opportunity, its stand-alone ads tried in
 *   order: true lets the next one fill it, false ends the opportunity there.
 * Stand-alone ads left over follow the pod as the reserve the roll runner takes
 * replacements from. The roll runner tells pod from reserve by `sequence`, so an
 * ad reached through a pod wrapper takes that wrapper's place, and whatever a
 * fallback's wrapper answered stands alone.
 */
import type { VastAd } from '../types';
import { sortForPlay } from './play-order';

type Candidate = Pick<VastAd, 'sequence' | 'type'> & { fallbackOnNoAd?: boolean };
type Found = { sequence?: number };

const endsOpportunity = (ad: Candidate): boolean => ad.type === 'wrapper' && ad.fallbackOnNoAd === false;

const inSlot = <R extends Found>(found: R[], sequence: number | undefined): R[] =>
  found.map((ad) => (ad.sequence === undefined && sequence !== undefined ? { ...ad, sequence } : ad));

const standAlone = <R extends Found>(found: R[]): R[] => found.map(({ sequence: _, ...ad }) => ad as R);

export async function resolveInPlayOrder<A extends Candidate, R extends Found>(
  ads: readonly A[],
  resolveOne: (ad: A) => Promise<R[]>,
): Promise<R[]> {
  const ordered = sortForPlay(ads);
  const pod = ordered.filter((ad) => ad.sequence !== undefined);
  const buffet = ordered.filter((ad) => ad.sequence === undefined);
  const played: R[] = [];
  const reserve: R[] = [];
  if (pod.length === 0) {
    // Each stand-alone ad is the next try (also when the one before fails to play). The first answer may
    // be a pod (its wrapper allowed multiple ads); the tries after it stand alone.
    for (const ad of buffet) {
      const found = await resolveOne(ad);
      played.push(...(played.length === 0 ? found : standAlone(found)));
      if (found.length === 0 && endsOpportunity(ad)) break;
    }
    return played;
  }
  let unused = 0;
  const nextStandAlone = async (): Promise<R[]> => {
    for (let ad = buffet[unused]; ad; ad = buffet[unused]) {
      unused += 1;
      const found = await resolveOne(ad);
      if (found.length > 0 || endsOpportunity(ad)) return standAlone(found);
    }
    return [];
  };
  for (const ad of pod) {
    const found = await resolveOne(ad);
    if (found.length > 0 || endsOpportunity(ad)) {
      played.push(...inSlot(found, ad.sequence));
      continue;
    }
    // One ad replaces one ad; the rest of a substitute wrapper's answer joins the reserve.
    const [substitute, ...spare] = await nextStandAlone();
    if (substitute) played.push(...inSlot([substitute], ad.sequence));
    reserve.push(...spare);
  }
  for (const ad of buffet.slice(unused)) reserve.push(...standAlone(await resolveOne(ad)));
  return [...played, ...reserve];
}
