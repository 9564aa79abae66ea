/**
 * The part of Google's IMA HTML5 SDK (`google.ima`) the adapter uses, typed
 * by hand from its public reference so nothing of Google's is bundled.
 */

export interface ImaEventTarget<E> {
  addEventListener(type: string, listener: (event: E) => void, useCapture?: boolean): void;
  removeEventListener?(type: string, listener: (event: E) => void, useCapture?: boolean): void;
}

export interface ImaAd {
  getAdId(): string;
  getDuration(): number;
  getSkipTimeOffset(): number;
  isLinear(): boolean;
  getAdPodInfo(): { getAdPosition(): number; getTotalAds(): number };
}

export interface ImaAdError {
  getErrorCode(): number;
  getVastErrorCode?(): number;
  getMessage(): string;
}

export interface ImaAdErrorEvent {
  getError(): ImaAdError;
}

export interface ImaAdEvent {
  type: string;
  getAd(): ImaAd | null;
  getAdData(): Record<string, unknown> | null;
}

export interface ImaAdsManager extends ImaEventTarget<ImaAdEvent & ImaAdErrorEvent> {
  init(width: number, height: number, viewMode: string): void;
  start(): void;
  pause(): void;
  resume(): void;
  skip(): void;
  stop(): void;
  destroy(): void;
  setVolume(volume: number): void;
  getRemainingTime(): number;
  getAdSkippableState(): boolean;
}

export interface ImaAdsManagerLoadedEvent {
  getAdsManager(contentPlayback: HTMLVideoElement | { currentTime: number; duration: number }): ImaAdsManager;
}

export interface ImaAdsLoader extends ImaEventTarget<ImaAdsManagerLoadedEvent & ImaAdErrorEvent> {
  requestAds(request: ImaAdsRequest): void;
  contentComplete(): void;
  destroy(): void;
}

export interface ImaAdsRequest {
  adTagUrl: string;
  linearAdSlotWidth: number;
  linearAdSlotHeight: number;
  nonLinearAdSlotWidth: number;
  nonLinearAdSlotHeight: number;
  vastLoadTimeout?: number;
}

export interface ImaAdDisplayContainer {
  initialize(): void;
  destroy(): void;
}

export interface ImaNamespace {
  AdDisplayContainer: new (container: HTMLElement, video?: HTMLVideoElement) => ImaAdDisplayContainer;
  AdsLoader: new (container: ImaAdDisplayContainer) => ImaAdsLoader;
  AdsRequest: new () => ImaAdsRequest;
  AdsManagerLoadedEvent: { Type: { ADS_MANAGER_LOADED: string } };
  AdErrorEvent: { Type: { AD_ERROR: string } };
  AdEvent: {
    Type: {
      STARTED: string;
      AD_PROGRESS: string;
      COMPLETE: string;
      SKIPPED: string;
      ALL_ADS_COMPLETED: string;
      CONTENT_RESUME_REQUESTED: string;
      CLICK: string;
      PAUSED: string;
      RESUMED: string;
      IMPRESSION: string;
      FIRST_QUARTILE: string;
      MIDPOINT: string;
      THIRD_QUARTILE: string;
      SKIPPABLE_STATE_CHANGED: string;
    };
  };
  ViewMode: { NORMAL: string };
}
