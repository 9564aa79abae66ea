/**
 * <Linear>: the part of an ad we actually play. Media files without a URL and
 * tracking without a URL are dropped (they cannot be used), never fatal.
 */
import type { VastLinear, VastMediaFile, VastTracking, VastVideoClicks } from '../types';
import { attr, booleanAttr, childElements, childTexts, firstChild, numberAttr, text } from '../xml/dom';
import { parseClock, parseOffset } from './time';

export function parseTrackingEvents(container: Element | undefined): VastTracking[] {
  if (!container) return [];
  const events: VastTracking[] = [];
  for (const tracking of childElements(container, 'Tracking')) {
    const url = text(tracking);
    const event = attr(tracking, 'event');
    if (!url || !event) continue;
    const offset = parseOffset(attr(tracking, 'offset'));
    events.push(offset ? { event, url, offset } : { event, url });
  }
  return events;
}

function parseMediaFile(element: Element): VastMediaFile | undefined {
  const url = text(element);
  if (!url) return undefined;
  const mediaFile: VastMediaFile = {
    url,
    delivery: attr(element, 'delivery') ?? 'progressive',
    type: (attr(element, 'type') ?? '').trim(),
    width: numberAttr(element, 'width') ?? 0,
    height: numberAttr(element, 'height') ?? 0,
  };
  const optional = {
    bitrate: numberAttr(element, 'bitrate'),
    minBitrate: numberAttr(element, 'minBitrate'),
    maxBitrate: numberAttr(element, 'maxBitrate'),
    codec: attr(element, 'codec'),
    apiFramework: attr(element, 'apiFramework'),
    id: attr(element, 'id'),
    scalable: booleanAttr(element, 'scalable'),
    maintainAspectRatio: booleanAttr(element, 'maintainAspectRatio'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(mediaFile, { [key]: value });
  }
  return mediaFile;
}

function parseVideoClicks(element: Element | undefined): VastVideoClicks {
  const clickThrough = text(element ? firstChild(element, 'ClickThrough') : undefined);
  return {
    ...(clickThrough ? { clickThrough } : {}),
    clickTracking: childTexts(element, 'ClickTracking'),
    customClick: childTexts(element, 'CustomClick'),
  };
}

export function parseLinear(element: Element): VastLinear {
  const mediaFilesElement = firstChild(element, 'MediaFiles');
  const mediaFiles = mediaFilesElement
    ? childElements(mediaFilesElement, 'MediaFile')
        .map(parseMediaFile)
        .filter((file): file is VastMediaFile => file !== undefined)
    : [];
  const linear: VastLinear = {
    mediaFiles,
    tracking: parseTrackingEvents(firstChild(element, 'TrackingEvents')),
    videoClicks: parseVideoClicks(firstChild(element, 'VideoClicks')),
  };
  const duration = parseClock(text(firstChild(element, 'Duration')));
  if (duration !== undefined) linear.duration = duration;
  const skipOffset = parseOffset(attr(element, 'skipoffset'));
  if (skipOffset) linear.skipOffset = skipOffset;
  const adParameters = text(firstChild(element, 'AdParameters'));
  if (adParameters) linear.adParameters = adParameters;
  return linear;
}
