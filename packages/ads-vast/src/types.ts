/** The typed VAST document: what parseVast returns and the resolver merges. */

export type VastTrackingEventName =
  | 'creativeView'
  | 'start'
  | 'firstQuartile'
  | 'midpoint'
  | 'thirdQuartile'
  | 'complete'
  | 'mute'
  | 'unmute'
  | 'pause'
  | 'resume'
  | 'rewind'
  | 'skip'
  | 'playerExpand'
  | 'playerCollapse'
  | 'fullscreen'
  | 'exitFullscreen'
  | 'progress'
  | 'closeLinear'
  | 'close'
  | 'acceptInvitation'
  | 'acceptInvitationLinear'
  | 'loaded'
  | 'impression'
  | 'notUsed'
  | 'otherAdInteraction'
  | 'timeSpentViewing'
  | 'interactiveStart'
  | 'verificationNotExecuted'
  | (string & {});

/** A playback offset: absolute seconds, or a percentage of the duration. */
export type VastOffset = { kind: 'seconds'; value: number } | { kind: 'percent'; value: number };

export interface VastTracking {
  event: VastTrackingEventName;
  url: string;
  /** Only for `progress` (and legacy offset attributes on other events). */
  offset?: VastOffset;
}

export interface VastMediaFile {
  url: string;
  delivery: 'progressive' | 'streaming' | (string & {});
  type: string;
  width: number;
  height: number;
  bitrate?: number;
  minBitrate?: number;
  maxBitrate?: number;
  codec?: string;
  apiFramework?: string;
  id?: string;
  scalable?: boolean;
  maintainAspectRatio?: boolean;
}

export interface VastVideoClicks {
  clickThrough?: string;
  clickTracking: string[];
  customClick: string[];
}

export interface VastLinear {
  /** Seconds; undefined when the document left Duration out (the media then decides). */
  duration?: number;
  skipOffset?: VastOffset;
  mediaFiles: VastMediaFile[];
  tracking: VastTracking[];
  videoClicks: VastVideoClicks;
  adParameters?: string;
}

export interface VastUniversalAdId {
  idRegistry: string;
  value: string;
}

export interface VastCreative {
  id?: string;
  adId?: string;
  sequence?: number;
  apiFramework?: string;
  universalAdIds: VastUniversalAdId[];
  /** Present only on linear creatives; companions and non-linear ads are kept out (we play linear only). */
  linear?: VastLinear;
  kind: 'linear' | 'companion' | 'nonlinear' | 'unknown';
}

export interface VastVerification {
  vendor?: string;
  javaScriptResources: { url: string; apiFramework?: string; browserOptional: boolean }[];
  parameters?: string;
  tracking: VastTracking[];
}

export interface VastExtension {
  type?: string;
  /** The whole <Extension> element serialised, so hosts can read vendor data we do not model. */
  xml: string;
}

interface VastAdBase {
  id?: string;
  /** Pod position; stand-alone (buffet) ads have none. */
  sequence?: number;
  adSystem?: string;
  adSystemVersion?: string;
  impressions: string[];
  errors: string[];
  creatives: VastCreative[];
  verifications: VastVerification[];
  extensions: VastExtension[];
}

export interface VastInlineAd extends VastAdBase {
  type: 'inline';
  adTitle?: string;
  adServingId?: string;
  description?: string;
  advertiser?: string;
}

export interface VastWrapperAd extends VastAdBase {
  type: 'wrapper';
  vastAdTagUri: string;
  followAdditionalWrappers: boolean;
  allowMultipleAds: boolean;
  fallbackOnNoAd?: boolean;
}

export type VastAd = VastInlineAd | VastWrapperAd;

/** An ad the parser could not use, kept so its Error URLs can still be told (101). */
export interface VastRejectedAd {
  id?: string;
  code: 101;
  reason: string;
  errors: string[];
}

export interface VastDocument {
  version: string;
  ads: VastAd[];
  /** Document-level <Error> URLs (used for "no ad" responses). */
  errors: string[];
  rejected: VastRejectedAd[];
}

/** An inline ad after wrapper resolution: wrapper tracking merged in, with the chain that led to it. */
export interface ResolvedAd extends VastInlineAd {
  /** Tag URLs from the first request to the inline document. */
  wrapperChain: string[];
  /** The URL of the document that held the inline ad. */
  sourceUrl: string;
}
