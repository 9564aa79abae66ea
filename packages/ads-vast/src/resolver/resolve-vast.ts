/**
 * resolveVast: an ad tag URL → the inline ads to play, in play order.
 * Follows wrappers (relative URIs against the document that held them) with a
 * deadline per request (301), a depth limit and loop detection (302), and treats
 * a chain that ends with no ad as 303. When a chain fails, the Error URLs of
 * every wrapper in it are told the code, as VAST 4 asks. One failed ad never
 * sinks its siblings (fallbackOnNoAd decides what replaces it, see
 * fallback-on-no-ad.ts): the resolution rejects only when no ad at all is left.
 */
import { MAX_WRAPPER_DEPTH, WRAPPER_TIMEOUT_MS } from '../constants';
import { type AdErrorCode, toVastError, VastError } from '../errors';
import { parseVast } from '../parser/parse-vast';
import { fillMacros } from '../tracking/macros';
import { createPixelSender, type SendPixel } from '../tracking/send-pixel';
import type { ResolvedAd, VastAd, VastWrapperAd } from '../types';
import { loadXmlParser, type XmlParser } from '../xml/xml-parser';
import { resolveInPlayOrder } from './fallback-on-no-ad';
import { type FetchLike, fetchVastText, type Timers } from './fetch-vast';
import { mergeWrappers } from './merge-wrapper';
import { pickForSingleAdWrapper } from './play-order';

export interface ResolveVastOptions extends Partial<Timers> {
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
  maxDepth?: number;
  signal?: AbortSignal;
  send?: SendPixel;
  xmlParser?: XmlParser;
}

export interface VastResolution {
  ads: ResolvedAd[];
  /** Failures of individual ads or wrappers that did not stop the others. */
  errors: VastError[];
}

interface Step {
  wrapper: VastWrapperAd;
  url: string;
}

interface Context {
  options: ResolveVastOptions & {
    fetch: FetchLike;
    now: () => number;
    send: SendPixel;
    xmlParser: XmlParser;
  };
  errors: VastError[];
}

function absoluteUrl(uri: string, base: string | undefined, code: AdErrorCode): string {
  try {
    const url = base === undefined ? new URL(uri) : new URL(uri, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`unsupported scheme ${url.protocol}`);
    return url.href;
  } catch (error) {
    throw new VastError(code, `bad ad tag URL ${JSON.stringify(uri)}`, { url: uri, cause: error });
  }
}

function sendErrorPixels(context: Context, urls: readonly string[], code: number): void {
  for (const url of urls)
    context.options.send(fillMacros(url, { now: context.options.now, errorCode: code }));
}

function report(context: Context, urls: readonly string[], error: VastError): void {
  context.errors.push(error);
  sendErrorPixels(context, urls, error.code);
}

async function resolveTag(context: Context, url: string, chain: readonly Step[]): Promise<ResolvedAd[]> {
  const { options } = context;
  const inWrapper = chain.length > 0;
  const text = await fetchVastText(url, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? WRAPPER_TIMEOUT_MS,
    failureCode: inWrapper ? 300 : 1012,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.setTimeout ? { setTimeout: options.setTimeout } : {}),
    ...(options.clearTimeout ? { clearTimeout: options.clearTimeout } : {}),
  });
  if (text.trim() === '') throw new VastError(inWrapper ? 303 : 1009, 'the response body is empty', { url });
  const doc = parseVast(text, { xmlParser: options.xmlParser });
  for (const rejected of doc.rejected) {
    report(
      context,
      rejected.errors,
      new VastError(101, rejected.reason, { url, ...(rejected.id ? { adId: rejected.id } : {}) }),
    );
  }
  if (doc.ads.length === 0) {
    const error = new VastError(inWrapper ? 303 : 1009, 'the VAST document has no ad', { url });
    // The empty document's own Error URLs learn it was empty; the wrappers learn it from the caller.
    sendErrorPixels(context, doc.errors, 303);
    throw error;
  }
  const resolveOne = async (ad: VastAd): Promise<ResolvedAd[]> =>
    ad.type === 'inline'
      ? [
          mergeWrappers(
            chain.map((step) => step.wrapper),
            ad,
            { wrapperChain: chain.map((step) => step.url), sourceUrl: url },
          ),
        ]
      : followWrapper(context, ad, url, chain);
  const parent = chain.at(-1)?.wrapper;
  if (parent && !parent.allowMultipleAds) {
    const [only] = pickForSingleAdWrapper(doc.ads);
    return only ? resolveOne(only) : [];
  }
  return resolveInPlayOrder(doc.ads, resolveOne);
}

async function followWrapper(
  context: Context,
  wrapper: VastWrapperAd,
  url: string,
  chain: readonly Step[],
): Promise<ResolvedAd[]> {
  const steps = [...chain, { wrapper, url }];
  const chainErrors = steps.flatMap((step) => step.wrapper.errors);
  const adId = wrapper.id ? { adId: wrapper.id } : {};
  const maxDepth = context.options.maxDepth ?? MAX_WRAPPER_DEPTH;
  try {
    const parent = chain.at(-1)?.wrapper;
    if (parent && !parent.followAdditionalWrappers) {
      throw new VastError(300, 'the parent wrapper does not allow further wrappers', { url, ...adId });
    }
    if (steps.length > maxDepth) {
      throw new VastError(302, `more than ${maxDepth} wrappers`, { url, ...adId });
    }
    // VAST 4 lets the tag URI carry macros (cache busting, timestamp) that the player fills.
    const tagUri = fillMacros(wrapper.vastAdTagUri, { now: context.options.now });
    const next = absoluteUrl(tagUri, url, 300);
    if (next === url || chain.some((step) => step.url === next)) {
      throw new VastError(302, `wrapper loop back to ${next}`, { url: next, ...adId });
    }
    return await resolveTag(context, next, steps);
  } catch (error) {
    if (context.options.signal?.aborted) throw error;
    // Deeper wrapper failures are caught where they happen, so each failure is reported once here.
    report(context, chainErrors, toVastError(error, 300, { url, ...adId }));
    return [];
  }
}

/**
 * Resolve an ad tag into playable inline ads. Rejects with a VastError only when
 * nothing is left to play (the first request failed, or every ad failed).
 */
export async function resolveVast(tagUrl: string, options: ResolveVastOptions = {}): Promise<VastResolution> {
  const context: Context = {
    options: {
      ...options,
      fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
      now: options.now ?? Date.now,
      send: options.send ?? createPixelSender(),
      xmlParser: options.xmlParser ?? (await loadXmlParser()),
    },
    errors: [],
  };
  const url = absoluteUrl(tagUrl, undefined, 1013);
  const ads = await resolveTag(context, url, []);
  if (ads.length === 0) {
    throw context.errors[0] ?? new VastError(303, 'no ad left after following the wrappers', { url });
  }
  return { ads, errors: context.errors };
}
