/**
 * One <Ad>: InLine or Wrapper, with what both share (impressions, errors,
 * creatives, verifications, extensions). An ad missing what makes it usable
 * (no InLine/Wrapper, a wrapper without a tag URI) is rejected with 101.
 */
import { VastError } from '../errors';
import type {
  VastAd,
  VastCreative,
  VastExtension,
  VastUniversalAdId,
  VastVerification,
  VastWrapperAd,
} from '../types';
import {
  attr,
  attrAnyCase,
  booleanAttr,
  childElements,
  childTexts,
  firstChild,
  numberAttr,
  text,
} from '../xml/dom';
import { parseCompanionAds, parseNonLinearAds } from './parse-companion';
import { parseLinear, parseTrackingEvents } from './parse-linear';

function parseCreative(element: Element): VastCreative {
  const universalAdIds: VastUniversalAdId[] = childElements(element, 'UniversalAdId').map((id) => ({
    idRegistry: attr(id, 'idRegistry') ?? 'unknown',
    value: text(id),
  }));
  const creative: VastCreative = { universalAdIds, kind: 'unknown' };
  const id = attr(element, 'id');
  if (id) creative.id = id;
  const adId = attrAnyCase(element, 'adId');
  if (adId) creative.adId = adId;
  const sequence = numberAttr(element, 'sequence');
  if (sequence !== undefined) creative.sequence = sequence;
  const apiFramework = attr(element, 'apiFramework');
  if (apiFramework) creative.apiFramework = apiFramework;
  const linear = firstChild(element, 'Linear');
  if (linear) {
    creative.kind = 'linear';
    creative.linear = parseLinear(linear);
  }
  const companionAds = firstChild(element, 'CompanionAds');
  if (companionAds) {
    creative.companionAds = parseCompanionAds(companionAds);
    if (!linear) creative.kind = 'companion';
  }
  const nonLinearAds = firstChild(element, 'NonLinearAds');
  if (nonLinearAds) {
    creative.nonLinearAds = parseNonLinearAds(nonLinearAds);
    if (!linear && !companionAds) creative.kind = 'nonlinear';
  }
  return creative;
}

function parseVerifications(container: Element | undefined): VastVerification[] {
  if (!container) return [];
  return childElements(container, 'Verification').map((verification) => {
    const parsed: VastVerification = {
      javaScriptResources: childElements(verification, 'JavaScriptResource')
        .map((resource) => {
          const apiFramework = attr(resource, 'apiFramework');
          return {
            url: text(resource),
            ...(apiFramework ? { apiFramework } : {}),
            browserOptional: booleanAttr(resource, 'browserOptional') ?? false,
          };
        })
        .filter((resource) => resource.url.length > 0),
      tracking: parseTrackingEvents(firstChild(verification, 'TrackingEvents')),
    };
    const vendor = attr(verification, 'vendor');
    if (vendor) parsed.vendor = vendor;
    const parameters = text(firstChild(verification, 'VerificationParameters'));
    if (parameters) parsed.parameters = parameters;
    return parsed;
  });
}

function parseExtensions(container: Element | undefined, serialize: (node: Node) => string): VastExtension[] {
  if (!container) return [];
  return childElements(container, 'Extension').map((extension) => {
    const type = attr(extension, 'type');
    return { ...(type ? { type } : {}), xml: serialize(extension) };
  });
}

/** VAST 2 wrote <VASTAdTagURL><URL>…</URL></VASTAdTagURL>; VAST 3+ writes <VASTAdTagURI>. */
function wrapperTagUri(wrapper: Element): string {
  const uri = text(firstChild(wrapper, 'VASTAdTagURI'));
  if (uri) return uri;
  const legacy = firstChild(wrapper, 'VASTAdTagURL');
  if (!legacy) return '';
  const nested = firstChild(legacy, 'URL');
  return text(nested ?? legacy);
}

export function parseAd(adElement: Element, serialize: (node: Node) => string): VastAd {
  const id = attr(adElement, 'id');
  const body = firstChild(adElement, 'InLine') ?? firstChild(adElement, 'Wrapper');
  if (!body) throw new VastError(101, 'an <Ad> has neither <InLine> nor <Wrapper>', { adId: id });
  const creativesElement = firstChild(body, 'Creatives');
  const adSystemElement = firstChild(body, 'AdSystem');
  const verificationsElement =
    firstChild(body, 'AdVerifications') ?? findExtensionVerifications(firstChild(body, 'Extensions'));
  const base = {
    ...(id ? { id } : {}),
    impressions: childTexts(body, 'Impression'),
    errors: childTexts(body, 'Error'),
    creatives: creativesElement ? childElements(creativesElement, 'Creative').map(parseCreative) : [],
    verifications: parseVerifications(verificationsElement),
    extensions: parseExtensions(firstChild(body, 'Extensions'), serialize),
  };
  const sequence = numberAttr(adElement, 'sequence');
  if (sequence !== undefined) Object.assign(base, { sequence });
  const adSystem = text(adSystemElement);
  if (adSystem) Object.assign(base, { adSystem });
  const adSystemVersion = adSystemElement ? attr(adSystemElement, 'version') : undefined;
  if (adSystemVersion) Object.assign(base, { adSystemVersion });

  if (body.nodeName === 'InLine') {
    const optional = {
      adTitle: text(firstChild(body, 'AdTitle')),
      adServingId: text(firstChild(body, 'AdServingId')),
      description: text(firstChild(body, 'Description')),
      advertiser: text(firstChild(body, 'Advertiser')),
    };
    const inline = { type: 'inline' as const, ...base };
    for (const [key, value] of Object.entries(optional)) if (value) Object.assign(inline, { [key]: value });
    return inline;
  }

  const vastAdTagUri = wrapperTagUri(body);
  if (!vastAdTagUri) throw new VastError(101, 'a <Wrapper> has no <VASTAdTagURI>', { adId: id });
  const wrapper: VastWrapperAd = {
    type: 'wrapper',
    ...base,
    vastAdTagUri,
    followAdditionalWrappers: booleanAttr(body, 'followAdditionalWrappers') ?? true,
    allowMultipleAds: booleanAttr(body, 'allowMultipleAds') ?? false,
  };
  const fallbackOnNoAd = booleanAttr(body, 'fallbackOnNoAd');
  if (fallbackOnNoAd !== undefined) wrapper.fallbackOnNoAd = fallbackOnNoAd;
  return wrapper;
}

/** VAST 3 carried verifications as <Extension type="AdVerifications"><AdVerifications>. */
function findExtensionVerifications(extensions: Element | undefined): Element | undefined {
  if (!extensions) return undefined;
  for (const extension of childElements(extensions, 'Extension')) {
    const nested = firstChild(extension, 'AdVerifications');
    if (nested) return nested;
  }
  return undefined;
}
