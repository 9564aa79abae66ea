/**
 * Wrappers exist to count: their impressions, errors, linear tracking and click
 * tracking must fire along with the inline ad's. They are merged in chain order
 * (outermost wrapper first, the inline ad last) so pixels go out in that order.
 */
import type { ResolvedAd, VastCreative, VastInlineAd, VastTracking, VastWrapperAd } from '../types';

function wrapperLinearTracking(wrapper: VastWrapperAd): {
  tracking: VastTracking[];
  clickTracking: string[];
} {
  const tracking: VastTracking[] = [];
  const clickTracking: string[] = [];
  for (const creative of wrapper.creatives) {
    if (!creative.linear) continue;
    tracking.push(...creative.linear.tracking);
    clickTracking.push(...creative.linear.videoClicks.clickTracking);
  }
  return { tracking, clickTracking };
}

export function mergeWrappers(
  wrappers: readonly VastWrapperAd[],
  inline: VastInlineAd,
  context: { wrapperChain: string[]; sourceUrl: string },
): ResolvedAd {
  const fromWrappers = wrappers.map(wrapperLinearTracking);
  const tracking = fromWrappers.flatMap((w) => w.tracking);
  const clickTracking = fromWrappers.flatMap((w) => w.clickTracking);
  const creatives: VastCreative[] = inline.creatives.map((creative) =>
    creative.linear
      ? {
          ...creative,
          linear: {
            ...creative.linear,
            tracking: [...tracking, ...creative.linear.tracking],
            videoClicks: {
              ...creative.linear.videoClicks,
              clickTracking: [...clickTracking, ...creative.linear.videoClicks.clickTracking],
            },
          },
        }
      : creative,
  );
  return {
    ...inline,
    impressions: [...wrappers.flatMap((w) => w.impressions), ...inline.impressions],
    errors: [...wrappers.flatMap((w) => w.errors), ...inline.errors],
    verifications: [...wrappers.flatMap((w) => w.verifications), ...inline.verifications],
    creatives,
    wrapperChain: context.wrapperChain,
    sourceUrl: context.sourceUrl,
  };
}
