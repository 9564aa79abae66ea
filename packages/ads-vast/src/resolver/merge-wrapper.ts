/**
 * Wrappers exist to count: their impressions, errors, linear tracking and click
 * tracking must fire along with the inline ad's, and so must the tracking and click
 * tracking of their companion and non-linear creatives (added to each of the inline
 * ad's companions / overlays). They are merged in chain order (outermost wrapper
 * first, the inline ad last) so pixels go out in that order.
 */
import type { ResolvedAd, VastCreative, VastInlineAd, VastTracking, VastWrapperAd } from '../types';

interface DisplayTracking {
  companionTracking: VastTracking[];
  companionClicks: string[];
  nonLinearTracking: VastTracking[];
  nonLinearClicks: string[];
}

function wrapperDisplayTracking(wrappers: readonly VastWrapperAd[]): DisplayTracking {
  const creatives = wrappers.flatMap((w) => w.creatives);
  const companions = creatives.flatMap((c) => c.companionAds?.companions ?? []);
  const nonLinearAds = creatives.flatMap((c) => (c.nonLinearAds ? [c.nonLinearAds] : []));
  return {
    companionTracking: companions.flatMap((c) => c.tracking),
    companionClicks: companions.flatMap((c) => c.clickTracking),
    nonLinearTracking: nonLinearAds.flatMap((n) => n.tracking),
    nonLinearClicks: nonLinearAds.flatMap((n) => n.nonLinears.flatMap((v) => v.clickTracking)),
  };
}

function withDisplayTracking(creative: VastCreative, from: DisplayTracking): VastCreative {
  const merged = { ...creative };
  if (creative.companionAds) {
    merged.companionAds = {
      ...creative.companionAds,
      companions: creative.companionAds.companions.map((c) => ({
        ...c,
        tracking: [...from.companionTracking, ...c.tracking],
        clickTracking: [...from.companionClicks, ...c.clickTracking],
      })),
    };
  }
  if (creative.nonLinearAds) {
    merged.nonLinearAds = {
      tracking: [...from.nonLinearTracking, ...creative.nonLinearAds.tracking],
      nonLinears: creative.nonLinearAds.nonLinears.map((n) => ({
        ...n,
        clickTracking: [...from.nonLinearClicks, ...n.clickTracking],
      })),
    };
  }
  return merged;
}

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
  const display = wrapperDisplayTracking(wrappers);
  const creatives: VastCreative[] = inline.creatives.map((plain) => {
    const creative = withDisplayTracking(plain, display);
    return creative.linear
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
      : creative;
  });
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
