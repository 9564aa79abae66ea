/**
 * The IMA adapter: the same roll interface as createRollRunner, with Google's
 * IMA SDK doing the VAST work. The SDK is loaded with our script loader; when
 * it cannot load (ad blocker, offline, timeout) the break is skipped with 1005
 * (request blocked) or 1012 (network) and the content plays. Each tag of the
 * roll is one AdsLoader request (ima-tag.ts); its ad errors move on to the next tag.
 */
import { IMA_SDK_TIMEOUT_MS, IMA_SDK_URL } from '../constants';
import { errorAnalyticsEvent } from '../error-log/analytics-event';
import type { ErrorLog } from '../error-log/error-log';
import { describeAdError } from '../errors';
import { createRollGate } from '../roll/roll-gate';
import { createAdBreakStore } from '../roll/state-store';
import type { AdTag, RollRequest, RollRunnerBase, RollSummary, SharedRollOptions } from '../roll/types';
import { playImaTag } from './ima-tag';
import type { ImaAdsManager, ImaNamespace } from './ima-types';
import { LoadScriptError, loadScript } from './load-script';

export interface ImaRollRunnerOptions extends SharedRollOptions {
  /** Element IMA draws its ad UI into (over the content). */
  container: HTMLElement;
  /** The content video element; IMA reads it and may reuse it on mobile. */
  video: HTMLVideoElement;
  size?: () => { width: number; height: number };
  sdkUrl?: string;
  sdkTimeoutMs?: number;
  document?: Document;
  /** Overrides how google.ima is obtained (tests, self-hosted SDK). */
  loadSdk?: (signal: AbortSignal) => Promise<ImaNamespace>;
  errorLog?: ErrorLog;
  cooldownMs?: number;
}

function sdkLoadCode(error: unknown): number {
  if (error instanceof LoadScriptError && error.kind === 'timeout') return 1012;
  const online = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine;
  return online === false ? 1012 : 1005;
}

export function createImaRollRunner(options: ImaRollRunnerOptions): RollRunnerBase {
  const store = createAdBreakStore();
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  const size =
    options.size ?? (() => ({ width: options.video.clientWidth, height: options.video.clientHeight }));
  let manager: ImaAdsManager | undefined;
  let muted: boolean | undefined;
  const gate = createRollGate({
    store,
    now: options.now,
    ...(options.cooldownMs === undefined ? {} : { cooldownMs: options.cooldownMs }),
  });

  const loadSdk = async (signal: AbortSignal): Promise<ImaNamespace> => {
    if (options.loadSdk) return options.loadSdk(signal);
    const existing = (globalThis as { google?: { ima?: ImaNamespace } }).google?.ima;
    if (existing) return existing;
    await loadScript(options.sdkUrl ?? IMA_SDK_URL, {
      signal,
      timeoutMs: options.sdkTimeoutMs ?? IMA_SDK_TIMEOUT_MS,
      setTimeout: setTimer,
      clearTimeout: clearTimer,
      ...(options.document ? { document: options.document } : {}),
    });
    const ima = (globalThis as { google?: { ima?: ImaNamespace } }).google?.ima;
    if (!ima) throw new LoadScriptError('error', options.sdkUrl ?? IMA_SDK_URL);
    return ima;
  };

  const runRoll = async (request: RollRequest, abort: AbortSignal): Promise<RollSummary> => {
    const summary: RollSummary = { roll: request.roll, outcome: 'completed', played: 0, failed: [] };
    const max = request.maxAdvertising ?? Number.POSITIVE_INFINITY;
    const analytics = (event: string, extra: { adId?: string; tagUrl?: string; code?: number } = {}) => {
      try {
        options.onAnalytics?.({ event, roll: request.roll, adIndex: store.get().adIndex, ...extra });
      } catch {
        // Analytics never stop the break.
      }
    };
    const recordFailure = (code: number, message: string, url?: string) => {
      summary.failed.push(code);
      try {
        options.errorLog?.record({ code, message, ...(url ? { url } : {}) });
      } catch {
        // The summary still carries the code.
      }
      analytics(errorAnalyticsEvent(code), { code, ...(url ? { tagUrl: url } : {}) });
    };

    let ima: ImaNamespace;
    try {
      ima = await loadSdk(abort);
    } catch (error) {
      if (abort.aborted) return { ...summary, outcome: 'aborted' };
      const code = sdkLoadCode(error);
      recordFailure(
        code,
        `${describeAdError(code)}: the IMA SDK could not load`,
        options.sdkUrl ?? IMA_SDK_URL,
      );
      return gate.finish(summary, abort);
    }
    const displayContainer = new ima.AdDisplayContainer(options.container, options.video);
    displayContainer.initialize();
    try {
      for (const tag of request.tags.map((t): AdTag => (typeof t === 'string' ? { url: t } : t))) {
        if (abort.aborted || summary.played >= max) break;
        const outcome = await playImaTag({
          ima,
          displayContainer,
          video: options.video,
          tagUrl: tag.url,
          allowance: max - summary.played,
          abort,
          store,
          size,
          muted,
          setTimeout: setTimer,
          clearTimeout: clearTimer,
          analytics,
          onManager: (next) => {
            manager = next;
          },
        });
        summary.played += outcome.played;
        for (const code of outcome.failed) recordFailure(code, describeAdError(code), tag.url);
      }
    } finally {
      try {
        displayContainer.destroy();
      } catch {
        // IMA teardown errors are not the viewer's problem.
      }
    }
    return gate.finish(summary, abort);
  };

  return {
    run: (request) => gate.run(request, runRoll),
    getState: () => store.get(),
    subscribe: (listener) => store.subscribe(listener),
    skip() {
      if (!manager?.getAdSkippableState()) return false;
      manager.skip();
      return true;
    },
    // IMA opens the click-through itself (its own click element); nothing to return.
    click: () => undefined,
    pause: () => manager?.pause(),
    resume: () => manager?.resume(),
    setMuted(next) {
      muted = next;
      manager?.setVolume(next ? 0 : 1);
    },
    abort: () => gate.abort(),
    destroy: () => gate.destroy(),
  };
}
