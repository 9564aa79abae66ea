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

/** What a companion or non-linear ad shows: an image/script URL, a page for an iframe, or HTML. */
export interface VastResources {
  staticResources: { url: string; creativeType?: string }[];
  iframeResources: string[];
  htmlResources: string[];
}

/** One <Companion>: a banner the host may render beside the player while the ad plays. */
export interface VastCompanion extends VastResources {
  id?: string;
  width: number;
  height: number;
  assetWidth?: number;
  assetHeight?: number;
  expandedWidth?: number;
  expandedHeight?: number;
  apiFramework?: string;
  adSlotId?: string;
  pxratio?: number;
  renderingMode?: string;
  altText?: string;
  clickThrough?: string;
  clickTracking: string[];
  /** creativeView (fired when the host shows it) and any other events the document gives. */
  tracking: VastTracking[];
  adParameters?: string;
}

export interface VastCompanionAds {
  /** VAST 3+: which companions the host must show for the ad to count ('all', 'any', 'none'). */
  required?: 'all' | 'any' | 'none';
  companions: VastCompanion[];
}

/** One <NonLinear>: an overlay over the content while it plays. */
export interface VastNonLinear extends VastResources {
  id?: string;
  width: number;
  height: number;
  expandedWidth?: number;
  expandedHeight?: number;
  scalable?: boolean;
  maintainAspectRatio?: boolean;
  /** Seconds the overlay should stay up. */
  minSuggestedDuration?: number;
  apiFramework?: string;
  clickThrough?: string;
  clickTracking: string[];
  adParameters?: string;
}

export interface VastNonLinearAds {
  nonLinears: VastNonLinear[];
  /** The overlay's events (creativeView, start, close…), shared by its variants. */
  tracking: VastTracking[];
}

export interface VastCreative {
  id?: string;
  adId?: string;
  sequence?: number;
  apiFramework?: string;
  universalAdIds: VastUniversalAdId[];
  /** The ad the player plays. */
  linear?: VastLinear;
  /** Kept with their tracking, clicks and resources so a host can render companion banners. */
  companionAds?: VastCompanionAds;
  /** Kept likewise for a host that renders overlays; the player itself plays linear ads only. */
  nonLinearAds?: VastNonLinearAds;
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
