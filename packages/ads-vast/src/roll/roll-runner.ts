/**
 * createRollRunner: runs one ad break (a roll) from its ad tags to the end, with
 * the DOM behind AdMediaHost. Policy, in the spec's words (§4 Ads, §8):
 * - on an ad error the next ad in the roll is tried (a failed pod ad is replaced
 *   from the buffet first);
 * - if every ad of a roll fails, the failure time is marked and rolls cool down 5 s;
 * - the run finishes when max_advertising ads have played;
 * - every failure is logged (§8 error log), counted in analytics and told to the
 *   ad server, and the run always resolves so the content starts.
 */
import { errorAnalyticsEvent } from '../error-log/analytics-event';
import type { ErrorLog } from '../error-log/error-log';
import { toVastError } from '../errors';
import type { FetchLike } from '../resolver/fetch-vast';
import { resolveVast } from '../resolver/resolve-vast';
import type { TrackerEvent } from '../tracking/tracker';
import type { ResolvedAd } from '../types';
import type { XmlParser } from '../xml/xml-parser';
import { type AdOutcome, type AdPlayback, playAd } from './play-ad';
import { createRollGate } from './roll-gate';
import { createAdBreakStore } from './state-store';
import type {
  AdMediaHost,
  AdTag,
  RollRequest,
  RollRunnerBase,
  RollSummary,
  SharedRollOptions,
} from './types';

export interface RollRunnerOptions extends SharedRollOptions {
  host: AdMediaHost;
  fetch?: FetchLike;
  random?: () => number;
  xmlParser?: XmlParser;
  errorLog?: ErrorLog;
  /** Per VAST request (default 5 s, §8 301). */
  wrapperTimeoutMs?: number;
  maxWrapperDepth?: number;
  /** First-frame / stall deadline (default 8 s, §8 402). */
  mediaTimeoutMs?: number;
  cooldownMs?: number;
}

export type RollRunner = RollRunnerBase;

const toTag = (tag: string | AdTag): AdTag => (typeof tag === 'string' ? { url: tag } : tag);

export function createRollRunner(options: RollRunnerOptions): RollRunner {
  const store = createAdBreakStore();
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  let current: AdPlayback | undefined;
  let muted: boolean | undefined;
  const gate = createRollGate({
    store,
    now: options.now,
    ...(options.cooldownMs === undefined ? {} : { cooldownMs: options.cooldownMs }),
    onUnexpectedError(error) {
      // Unexpected bugs still end in content playback; the code says "undefined error".
      const message = error instanceof Error ? error.message : String(error);
      options.errorLog?.record({ code: 900, message });
    },
    onSettled() {
      current = undefined;
    },
  });

  const runRoll = async (request: RollRequest, abort: AbortSignal): Promise<RollSummary> => {
    const max = request.maxAdvertising ?? Number.POSITIVE_INFINITY;
    const summary: RollSummary = { roll: request.roll, outcome: 'completed', played: 0, failed: [] };
    let adIndex = 0;
    const analytics = (event: string, extra: { adId?: string; tagUrl?: string; code?: number } = {}) => {
      try {
        options.onAnalytics?.({ event, roll: request.roll, adIndex, ...extra });
      } catch {
        // Analytics are the operator's concern; they never stop the break.
      }
    };
    const reportAdError = (code: number, message: string, context: { url?: string; adId?: string }) => {
      try {
        options.errorLog?.record({ code, message, ...context });
      } catch {
        // A broken log must not turn an ad failure into a content failure.
      }
      analytics(errorAnalyticsEvent(code), {
        ...context,
        code,
        ...(context.url ? { tagUrl: context.url } : {}),
      });
    };
    const recordFailure = (code: number, message: string, context: { url?: string; adId?: string }) => {
      summary.failed.push(code);
      reportAdError(code, message, context);
    };

    const playOne = async (ad: ResolvedAd, tagUrl: string): Promise<AdOutcome> => {
      adIndex += 1;
      store.set({ adIndex, adCount: Math.max(store.get().adCount, adIndex), adId: ad.id });
      const playback = playAd({
        ad,
        host: options.host,
        now: options.now,
        setTimeout: setTimer,
        clearTimeout: clearTimer,
        ...(options.send ? { send: options.send } : {}),
        ...(options.random ? { random: options.random } : {}),
        ...(options.mediaTimeoutMs ? { mediaTimeoutMs: options.mediaTimeoutMs } : {}),
        ...(muted === undefined ? {} : { muted }),
        onState: (patch) => store.set(patch),
        onTrackerEvent: (event: TrackerEvent) =>
          analytics(event, { ...(ad.id ? { adId: ad.id } : {}), tagUrl }),
        onClickRefused: (code, message) =>
          reportAdError(code, message, { url: ad.sourceUrl, ...(ad.id ? { adId: ad.id } : {}) }),
      });
      current = playback;
      const onAbort = () => playback.stop();
      abort.addEventListener('abort', onAbort, { once: true });
      const outcome = await playback.done;
      abort.removeEventListener('abort', onAbort);
      current = undefined;
      store.set({
        playing: false,
        paused: false,
        currentTime: 0,
        remaining: undefined,
        skippableIn: undefined,
        clickThroughUrl: undefined,
      });
      if (abort.aborted) return outcome;
      if (outcome.ok) summary.played += 1;
      else {
        adIndex -= 1;
        recordFailure(outcome.code, outcome.message, {
          url: ad.sourceUrl,
          ...(ad.id ? { adId: ad.id } : {}),
        });
      }
      return outcome;
    };

    for (const tag of request.tags.map(toTag)) {
      if (abort.aborted || summary.played >= max) break;
      const ads = await resolveTag(tag, options, { setTimer, clearTimer }, abort, analytics, recordFailure);
      if (!ads) continue;
      const pod = ads.filter((ad) => ad.sequence !== undefined);
      const buffet = ads.filter((ad) => ad.sequence === undefined);
      // Without a pod, one stand-alone ad is wanted and the others are its fallbacks.
      const slots = pod.length > 0 ? pod : buffet.splice(0, 1);
      const expected = Math.min(max, summary.played + slots.length);
      store.set({ adCount: Math.max(store.get().adCount, expected) });
      for (const slot of slots) {
        if (abort.aborted || summary.played >= max) break;
        let outcome = await playOne(slot, tag.url);
        while (!outcome.ok && !abort.aborted && buffet.length > 0) {
          outcome = await playOne(buffet.shift() as ResolvedAd, tag.url);
        }
      }
    }
    return gate.finish(summary, abort);
  };

  return {
    run: (request) => gate.run(request, runRoll),
    getState: () => store.get(),
    subscribe: (listener) => store.subscribe(listener),
    skip: () => current?.skip() ?? false,
    click() {
      const url = current?.click();
      if (url) options.onClickThrough?.(url);
      return url;
    },
    pause: () => current?.pause(),
    resume: () => current?.resume(),
    setMuted(next) {
      muted = next;
      current?.setMuted(next);
    },
    abort: () => gate.abort(),
    destroy: () => gate.destroy(),
  };
}

type Report = (code: number, message: string, context: { url?: string; adId?: string }) => void;

/**
 * The ads one tag resolves to, with the fill-rate analytics (one `request` per tag, one `fill` per tag with
 * an ad) and every wrapper or parse error reported. Undefined when the tag failed (reported) or the roll
 * was aborted meanwhile (not reported): the roll goes on to its next tag.
 */
async function resolveTag(
  tag: AdTag,
  options: RollRunnerOptions,
  {
    setTimer,
    clearTimer,
  }: {
    setTimer: NonNullable<RollRunnerOptions['setTimeout']>;
    clearTimer: NonNullable<RollRunnerOptions['clearTimeout']>;
  },
  abort: AbortSignal,
  analytics: (event: string, extra: { tagUrl: string }) => void,
  recordFailure: Report,
): Promise<ResolvedAd[] | undefined> {
  analytics('request', { tagUrl: tag.url });
  try {
    const resolution = await resolveVast(tag.url, {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      now: options.now,
      setTimeout: setTimer,
      clearTimeout: clearTimer,
      signal: abort,
      ...(options.send ? { send: options.send } : {}),
      ...(options.xmlParser ? { xmlParser: options.xmlParser } : {}),
      ...(options.wrapperTimeoutMs ? { timeoutMs: options.wrapperTimeoutMs } : {}),
      ...(options.maxWrapperDepth ? { maxDepth: options.maxWrapperDepth } : {}),
    });
    if (resolution.ads.length > 0) analytics('fill', { tagUrl: tag.url });
    for (const error of resolution.errors) {
      recordFailure(error.code, error.message, {
        ...(error.url ? { url: error.url } : {}),
        ...(error.adId ? { adId: error.adId } : {}),
      });
    }
    return resolution.ads;
  } catch (error) {
    if (abort.aborted) return undefined;
    const vastError = toVastError(error, 1005, { url: tag.url });
    recordFailure(vastError.code, vastError.message, { url: tag.url });
    return undefined;
  }
}
