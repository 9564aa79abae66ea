/**
 * Why (§4 Ads): a roll plays in an ad element of its own over the content, made when the break needs it and
 * removed when it ends, through the VAST runner of the ads chunk — imported on the first roll, so a player
 * without ads never downloads it. Loading, the element, the runner and "a break is on" live here; the features
 * that decide *when* a roll plays (the pre-roll in `ads.ts`, the others in `roll-schedule.ts`) only name the
 * roll and its tags. A chunk that fails to load means no ads, never no content.
 */
import type { AdTag, RollKind, RollRunner } from '@onair/ads-vast';
import { AD_MEDIA_TIMEOUT_MS } from '../../constants';
import type { PlayerSource } from '../../types/player';
import type { AdSlot } from './ad-host';
import type { FeatureContext } from './context';
import type { PackshotRun } from './packshots';

type AdsModule = typeof import('@onair/ads-vast');
type AdRuntime = typeof import('./ad-runtime');

export type RollTags = ReadonlyArray<string | AdTag> | undefined;

export interface AdBreaks {
  /** A break is on (marked by `hold`): the content's time and pauses are not the viewer's meanwhile. */
  active(): boolean;
  /** Runs one roll if it has tags; resolves when content may go on. */
  run(roll: RollKind, tags: RollTags): Promise<void>;
  /** `run`, marked as a break for its whole length. */
  hold(roll: RollKind, tags: RollTags): Promise<void>;
  /** The source's packshots, one after another, in the ad element. */
  packshots(urls: PackshotRun['urls'], signal: AbortSignal): Promise<void>;
  skip(): boolean;
  click(): string | undefined;
  /** Stops the roll that is playing (a new source, a superseded request). */
  abort(): void;
}

/**
 * `source`: the source the rolls belong to (its §3 `max_advertising`, and its id for the §7 ad analytics);
 * `load`: how the ads chunk is loaded (tests inject the module).
 */
export function createAdBreaks(
  ctx: FeatureContext,
  source: () => PlayerSource | null,
  load: () => Promise<AdsModule> = () => import('@onair/ads-vast'),
): AdBreaks {
  const { signal } = ctx;
  // An ad or packshot that shows no frame this long is passed over.
  const deadlineMs = ctx.options.adMediaTimeoutMs ?? AD_MEDIA_TIMEOUT_MS;
  let modulePromise: Promise<AdsModule | null> | null = null;
  let adRuntime: AdRuntime | null = null;
  let slot: AdSlot | null = null;
  let runner: RollRunner | null = null;
  let inBreak = false;

  /** Only called once `adRuntime` is loaded (a break is running). */
  const getSlot = (): AdSlot => {
    if (!adRuntime) throw new Error('ads: the ad runtime is not loaded');
    slot ??= adRuntime.createAdSlot(ctx.wrapper, () => ctx.video.muted, signal);
    return slot;
  };
  const loadAdRuntime = async (): Promise<AdRuntime> => {
    adRuntime ??= await import('./ad-runtime');
    return adRuntime;
  };
  /** The ad element lives only during a break: afterwards the page has the content's video alone. */
  const releaseSlot = (): void => {
    slot?.remove();
    slot = null;
  };

  async function getRunner(): Promise<RollRunner | null> {
    modulePromise ??= load().catch((error: unknown) => {
      console.warn('[onair] the ads chunk failed to load; content plays without ads', error);
      modulePromise = null;
      return null;
    });
    const [mod, rt] = await Promise.all([modulePromise, loadAdRuntime()]);
    if (!mod || signal.aborted) return null;
    runner ??= rt.createPlayerRollRunner(mod, ctx, {
      slot: getSlot,
      mediaTimeoutMs: deadlineMs,
      objectId: () => source()?.contentId ?? source()?.channelId,
    });
    return runner;
  }

  async function run(roll: RollKind, tags: RollTags): Promise<void> {
    if (!tags || tags.length === 0 || signal.aborted) return;
    const r = await getRunner();
    if (!r) return;
    const max = source()?.stream.ad?.max_advertising;
    try {
      await r.run({ roll, tags, ...(typeof max === 'number' ? { maxAdvertising: max } : {}) });
    } finally {
      releaseSlot();
    }
  }

  signal.addEventListener(
    'abort',
    () => {
      runner?.destroy();
      slot?.remove();
    },
    { once: true },
  );

  return {
    active: () => inBreak,
    run,
    async hold(roll, tags) {
      inBreak = true;
      try {
        await run(roll, tags);
      } finally {
        inBreak = false;
      }
    },
    async packshots(urls, requestSignal) {
      const rt = await loadAdRuntime();
      await rt.playPackshots({
        slot: getSlot(),
        urls,
        timers: ctx.timers,
        deadlineMs,
        signal: requestSignal,
        publish: (packshot) => ctx.set({ packshot }),
      });
      releaseSlot();
    },
    skip: () => runner?.skip() ?? false,
    click: () => runner?.click(),
    abort: () => runner?.abort(),
  };
}
