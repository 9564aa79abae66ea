// VAST documents written as template strings: inline (4.2 and 3.0), wrapper, empty and VAST 1.0.
// Every URL a player fires (impression, tracking, click tracking, error) is given by the caller and
// points at the stat sink, so tests can assert which pixels fired.
import { cdata, escapeXml, vastTime } from './xml';

export type VastVersion = '4.2' | '3.0';

export const TRACKING_EVENTS = [
  'creativeView',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'mute',
  'unmute',
  'pause',
  'resume',
  'skip',
  'close',
] as const;

export interface InlineAd {
  adId: string;
  title: string;
  sequence?: number;
  durationSec: number;
  skipOffsetSec?: number;
  media: { url: string; width: number; height: number; bitrateKbps: number; mime: string };
  /** Builds the sink URL for an event name ('impression', 'start', 'click', 'error', …). */
  pixel: (event: string) => string;
  /** Sink URL with a literal [ERRORCODE] macro. */
  errorUrl: string;
  clickThrough: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

function vastOpen(version: string): string {
  return version.startsWith('4')
    ? `<VAST version="${escapeXml(version)}" xmlns="http://www.iab.com/VAST">`
    : `<VAST version="${escapeXml(version)}">`;
}

function trackingEvents(pixel: (event: string) => string, progressAtSec?: number): string {
  const events = TRACKING_EVENTS.map(
    (event) => `<Tracking event="${event}">${cdata(pixel(event))}</Tracking>`,
  );
  if (progressAtSec !== undefined) {
    events.push(
      `<Tracking event="progress" offset="${vastTime(progressAtSec)}">${cdata(pixel('progress'))}</Tracking>`,
    );
  }
  return `<TrackingEvents>${events.join('')}</TrackingEvents>`;
}

export function inlineAdXml(ad: InlineAd, version: VastVersion): string {
  const v4 = version === '4.2';
  const sequence = ad.sequence === undefined ? '' : ` sequence="${ad.sequence}"`;
  const skip =
    ad.skipOffsetSec === undefined ? '' : ` skipoffset="${vastTime(ad.skipOffsetSec).slice(0, 8)}"`;
  const id = escapeXml(ad.adId);
  return [
    `<Ad id="${id}"${sequence}><InLine>`,
    '<AdSystem version="1.0">OnAir Demo Ad Server</AdSystem>',
    `<AdTitle>${escapeXml(ad.title)}</AdTitle>`,
    v4 ? `<AdServingId>${id}-serving</AdServingId>` : '',
    `<Error>${cdata(ad.errorUrl)}</Error>`,
    `<Impression id="${id}-impression">${cdata(ad.pixel('impression'))}</Impression>`,
    `<Creatives><Creative id="${id}-creative" sequence="1" adId="${id}">`,
    v4 ? `<UniversalAdId idRegistry="onair-demo">${id}</UniversalAdId>` : '',
    `<Linear${skip}>`,
    `<Duration>${vastTime(ad.durationSec)}</Duration>`,
    trackingEvents(ad.pixel, Math.min(5, ad.durationSec / 2)),
    `<VideoClicks><ClickThrough id="${id}-click">${cdata(ad.clickThrough)}</ClickThrough>`,
    `<ClickTracking id="${id}-click-tracking">${cdata(ad.pixel('click'))}</ClickTracking></VideoClicks>`,
    '<MediaFiles>',
    `<MediaFile id="${id}-media" delivery="progressive" type="${escapeXml(ad.media.mime)}" width="${ad.media.width}"`,
    ` height="${ad.media.height}" bitrate="${ad.media.bitrateKbps}" scalable="true" maintainAspectRatio="true">`,
    `${cdata(ad.media.url)}</MediaFile>`,
    '</MediaFiles></Linear></Creative></Creatives></InLine></Ad>',
  ].join('');
}

export function inlineVast(ads: readonly InlineAd[], version: VastVersion): string {
  return `${XML_HEAD}${vastOpen(version)}${ads.map((ad) => inlineAdXml(ad, version)).join('')}</VAST>`;
}

export interface WrapperAd {
  adId: string;
  next: string;
  pixel: (event: string) => string;
  errorUrl: string;
}

export function wrapperVast(ad: WrapperAd, version: VastVersion): string {
  const id = escapeXml(ad.adId);
  return [
    XML_HEAD,
    vastOpen(version),
    `<Ad id="${id}"><Wrapper followAdditionalWrappers="true" allowMultipleAds="true">`,
    '<AdSystem version="1.0">OnAir Demo Ad Server</AdSystem>',
    `<VASTAdTagURI>${cdata(ad.next)}</VASTAdTagURI>`,
    `<Error>${cdata(ad.errorUrl)}</Error>`,
    `<Impression id="${id}-impression">${cdata(ad.pixel('impression'))}</Impression>`,
    `<Creatives><Creative id="${id}-creative"><Linear>${trackingEvents(ad.pixel)}</Linear></Creative></Creatives>`,
    '</Wrapper></Ad></VAST>',
  ].join('');
}

/** No ads to show (001 §8 code 303 on the client). */
export function emptyVast(): string {
  return `${XML_HEAD}<VAST version="4.2"/>`;
}

/** A well-formed VAST 1.0 document: clients only support 2–4, so this must end in code 102. */
export function vast1(ad: InlineAd): string {
  return `${XML_HEAD}<VAST version="1.0">${inlineAdXml(ad, '3.0')}</VAST>`;
}

/** Deliberately not XML (code 100 on the client). */
export function brokenVast(): string {
  return `${XML_HEAD}<VAST version="4.2"><Ad id="broken"><InLine><AdTitle>Unclosed</AdTitle></Ad><Creatives <<&& </VA`;
}
