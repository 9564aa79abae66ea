/**
 * Why (§4 Ads, issue 5): ads pay for the service but must never cost the viewer the content. The rolls of a
 * source's §3 Ad info run at their moments — packshots then the pre-roll before the content, mid-rolls at
 * their points, the post-roll at the end, the post-pause roll when the viewer resumes after a pause — in an
 * element of their own over the content, whose position (or live edge) is restored afterwards. The VAST code
 * is imported only when a source has ads, so players without ads never download it. Every roll resolves:
 * whatever fails, content plays.
 */
import type { AdTag, RollKind, RollRunner } from '@onair/ads-vast';
import { AD_MEDIA_TIMEOUT_MS } from '../../constants';
import type { PlaybackPointSlice } from '../../types/features';
import type { Id } from '../../types/id';
import type { PlayerSource } from '../../types/player';
import type { AdInfo } from '../../types/stream-response';
import type { AdSlot } from './ad-host';
import type { FeatureContext, FeatureHooks } from './context';
import { activePlaybackPoints, normalisePlaybackPoints, samePoints } from './playback-points';

type AdsModule = typeof import('@onair/ads-vast');
type AdRuntime = typeof import('./ad-runtime');

export interface AdsFeatureOptions {
  /** A playback point's "next": the series goes on now. */
  nextEpisode(): void;
  /** How the ads chunk is loaded (tests inject the module). */
  loadAds?: () => Promise<AdsModule>;
}

export interface AdsFeature extends FeatureHooks {
  skipAd(): boolean;
  clickAd(): string | undefined;
  /** The post-roll of the current source, once (the end-ad check before a next episode awaits the same run). */
  postRoll(): Promise<unknown>;
  seekToPlaybackPoint(id: Id): void;
}

interface SourceAds {
  source: PlayerSource;
  ad: AdInfo | undefined;
  points: PlaybackPointSlice[];
  middleDone: Set<number>;
  postRoll: Promise<unknown> | null;
  started: boolean;
}

export function attachAds(ctx: FeatureContext, deps: AdsFeatureOptions): AdsFeature {
  const { video, signal } = ctx;
  const load = deps.loadAds ?? (() => import('@onair/ads-vast'));
  const deadlineMs = ctx.options.adMediaTimeoutMs ?? AD_MEDIA_TIMEOUT_MS;
  let modulePromise: Promise<AdsModule | null> | null = null;
  let slot: AdSlot | null = null;
  let adRuntime: AdRuntime | null = null;
  let runner: RollRunner | null = null;
  let current: SourceAds | null = null;
  let inBreak = false;
  let viewerPaused = false;

  /** Only called once `adRuntime` is loaded (a break is running). */
  const getSlot = (): AdSlot => {
    if (!adRuntime) throw new Error('ads: the ad runtime is not loaded');
    slot ??= adRuntime.createAdSlot(ctx.wrapper, () => video.muted, signal);
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
      objectId: () => current?.source.contentId ?? current?.source.channelId,
    });
    return runner;
  }

  /** Runs one roll if it has tags; resolves when content may go on. */
  async function runRoll(roll: RollKind, tags: ReadonlyArray<string | AdTag> | undefined): Promise<void> {
    if (!tags || tags.length === 0 || signal.aborted) return;
    const r = await getRunner();
    if (!r) return;
    const max = current?.ad?.max_advertising;
    try {
      await r.run({ roll, tags, ...(typeof max === 'number' ? { maxAdvertising: max } : {}) });
    } finally {
      releaseSlot();
    }
  }

  /** A break during content: pause it, play the roll, put the content back where it was (live: the edge). */
  async function breakContent(
    roll: RollKind,
    tags: ReadonlyArray<string | AdTag> | undefined,
  ): Promise<void> {
    if (!tags || tags.length === 0 || inBreak) return;
    const owner = current;
    inBreak = true;
    const at = video.currentTime;
    video.pause();
    try {
      await runRoll(roll, tags);
    } finally {
      inBreak = false;
    }
    if (signal.aborted || owner !== current) return;
    const live = owner?.source.kind === 'live';
    const seekable = video.seekable;
    video.currentTime = live && seekable.length > 0 ? seekable.end(seekable.length - 1) : at;
    await video.play().catch(() => ctx.set({ showPlayButton: true }));
  }

  function postRoll(): Promise<unknown> {
    const owner = current;
    if (!owner) return Promise.resolve();
    owner.postRoll ??= breakFinal(owner);
    return owner.postRoll;
  }

  async function breakFinal(owner: SourceAds): Promise<void> {
    inBreak = true;
    try {
      await runRoll('post_roll', owner.ad?.post_roll);
    } finally {
      inBreak = false;
    }
  }

  const on = (type: string, listener: () => void) => video.addEventListener(type, listener, { signal });
  on('timeupdate', () => {
    const c = current;
    if (!c || inBreak) return;
    const t = video.currentTime;
    const active = activePlaybackPoints(c.points, t);
    const shown = ctx.get().playbackPoint?.active ?? [];
    if (!samePoints(active, shown)) ctx.set({ playbackPoint: active.length > 0 ? { active } : null });
    const marks = c.ad?.middle_roll_points ?? [];
    if (!c.started) {
      // Points before where playback began (a resume) are not owed.
      c.started = true;
      marks.forEach((m, i) => {
        if (m.position / 1000 < t - 1) c.middleDone.add(i);
      });
    }
    let due = -1;
    marks.forEach((m, i) => {
      if (!c.middleDone.has(i) && t >= m.position / 1000) due = i;
    });
    if (due < 0) return;
    for (let i = 0; i <= due; i++) c.middleDone.add(i);
    void breakContent('middle_roll', marks[due]?.urls);
  });
  on('ended', () => void postRoll());
  on('playing', () => {
    if (ctx.get().showPlayButton) ctx.set({ showPlayButton: false });
  });
  signal.addEventListener(
    'abort',
    () => {
      runner?.destroy();
      slot?.remove();
    },
    { once: true },
  );

  return {
    holds: (source) =>
      (source.stream.packshots?.length ?? 0) > 0 || (source.stream.ad?.pre_roll?.length ?? 0) > 0,
    async prepare(source, requestSignal) {
      runner?.abort();
      viewerPaused = false;
      const ad = source.stream.ad;
      current = {
        source,
        ad,
        points: normalisePlaybackPoints(source.stream.playback_points),
        middleDone: new Set(),
        postRoll: null,
        started: false,
      };
      ctx.set({ playbackPoint: null, packshot: null, showPlayButton: false });
      const stopRoll = (): void => runner?.abort();
      requestSignal.addEventListener('abort', stopRoll, { once: true });
      try {
        const packshots = source.stream.packshots ?? [];
        if (packshots.length > 0) {
          const rt = await loadAdRuntime();
          await rt.playPackshots({
            slot: getSlot(),
            urls: packshots,
            timers: ctx.timers,
            deadlineMs,
            signal: requestSignal,
            publish: (packshot) => ctx.set({ packshot }),
          });
          releaseSlot();
        }
        if (!requestSignal.aborted) await runRoll('pre_roll', ad?.pre_roll);
      } finally {
        requestSignal.removeEventListener('abort', stopRoll);
      }
      return source;
    },
    pause() {
      if (current && !inBreak) viewerPaused = true;
      return true;
    },
    async beforePlay() {
      if (!viewerPaused) return;
      viewerPaused = false;
      const tags = current?.ad?.post_pause_roll;
      if (!tags || tags.length === 0) return;
      inBreak = true;
      try {
        await runRoll('post_pause_roll', tags);
      } finally {
        inBreak = false;
      }
    },
    skipAd: () => runner?.skip() ?? false,
    clickAd: () => runner?.click(),
    postRoll,
    seekToPlaybackPoint(id) {
      const point = current?.points.find((p) => p.id === id);
      if (!point) throw new RangeError(`no playback point ${String(id)} in this source`);
      switch (point.button.action) {
        case 'skip':
          video.currentTime = point.end;
          break;
        case 'start':
          video.currentTime = 0;
          break;
        case 'next':
          deps.nextEpisode();
          break;
        case 'finish':
          if (Number.isFinite(video.duration)) video.currentTime = video.duration;
          break;
      }
      ctx.set({ playbackPoint: null });
    },
  };
}
