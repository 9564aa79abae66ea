/**
 * <CompanionAds> and <NonLinearAds>: kept whole (resources, clicks, tracking) so a host can render companion
 * banners and overlays and count them. Resources without a URL or body, and clicks or tracking without a URL,
 * are dropped (they cannot be used), never fatal. VAST 2's `CompanionClickThrough` and VAST 3+'s
 * `CompanionClickTracking`/`NonLinearClickTracking` are read alike.
 */
import type {
  VastCompanion,
  VastCompanionAds,
  VastNonLinear,
  VastNonLinearAds,
  VastResources,
} from '../types';
import { attr, booleanAttr, childElements, childTexts, firstChild, numberAttr, text } from '../xml/dom';
import { parseTrackingEvents } from './parse-linear';
import { parseClock } from './time';

function parseResources(element: Element): VastResources {
  return {
    staticResources: childElements(element, 'StaticResource')
      .map((resource) => {
        const creativeType = attr(resource, 'creativeType');
        return { url: text(resource), ...(creativeType ? { creativeType } : {}) };
      })
      .filter((resource) => resource.url.length > 0),
    iframeResources: childTexts(element, 'IFrameResource'),
    htmlResources: childTexts(element, 'HTMLResource'),
  };
}

/** Copies the attributes that are present, as numbers, strings or booleans. */
function optional<T extends object>(target: T, values: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') Object.assign(target, { [key]: value });
  }
  return target;
}

function parseCompanion(element: Element): VastCompanion {
  const companion: VastCompanion = {
    width: numberAttr(element, 'width') ?? 0,
    height: numberAttr(element, 'height') ?? 0,
    ...parseResources(element),
    clickTracking: childTexts(element, 'CompanionClickTracking'),
    tracking: parseTrackingEvents(firstChild(element, 'TrackingEvents')),
  };
  return optional(companion, {
    id: attr(element, 'id'),
    assetWidth: numberAttr(element, 'assetWidth'),
    assetHeight: numberAttr(element, 'assetHeight'),
    expandedWidth: numberAttr(element, 'expandedWidth'),
    expandedHeight: numberAttr(element, 'expandedHeight'),
    apiFramework: attr(element, 'apiFramework'),
    adSlotId: attr(element, 'adSlotID') ?? attr(element, 'adSlotId'),
    pxratio: numberAttr(element, 'pxratio'),
    renderingMode: attr(element, 'renderingMode'),
    altText: text(firstChild(element, 'AltText')),
    clickThrough: text(firstChild(element, 'CompanionClickThrough')),
    adParameters: text(firstChild(element, 'AdParameters')),
  });
}

export function parseCompanionAds(element: Element): VastCompanionAds {
  const required = attr(element, 'required')?.toLowerCase();
  return {
    ...(required === 'all' || required === 'any' || required === 'none' ? { required } : {}),
    companions: childElements(element, 'Companion').map(parseCompanion),
  };
}

function parseNonLinear(element: Element, shared: Element): VastNonLinear {
  const nonLinear: VastNonLinear = {
    width: numberAttr(element, 'width') ?? 0,
    height: numberAttr(element, 'height') ?? 0,
    ...parseResources(element),
    clickTracking: childTexts(element, 'NonLinearClickTracking'),
  };
  // Some servers put the click-through beside the <NonLinear> elements instead of inside them.
  const clickThrough =
    text(firstChild(element, 'NonLinearClickThrough')) || text(firstChild(shared, 'NonLinearClickThrough'));
  return optional(nonLinear, {
    id: attr(element, 'id'),
    expandedWidth: numberAttr(element, 'expandedWidth'),
    expandedHeight: numberAttr(element, 'expandedHeight'),
    scalable: booleanAttr(element, 'scalable'),
    maintainAspectRatio: booleanAttr(element, 'maintainAspectRatio'),
    minSuggestedDuration: parseClock(attr(element, 'minSuggestedDuration') ?? ''),
    apiFramework: attr(element, 'apiFramework'),
    clickThrough,
    adParameters: text(firstChild(element, 'AdParameters')),
  });
}

export function parseNonLinearAds(element: Element): VastNonLinearAds {
  return {
    nonLinears: childElements(element, 'NonLinear').map((nonLinear) => parseNonLinear(nonLinear, element)),
    tracking: parseTrackingEvents(firstChild(element, 'TrackingEvents')),
  };
}
