/**
 * Why: a channel is not a file. Which stream to ask for (live, the archive of a programme by `ts`, the external
 * player, the blackout loop or nothing at all) is decided by the timeline policies from the channel, its
 * schedule and the clock; this feature turns those decisions into operator requests and loads, feeds the
 * controller with time updates (so a programme's end loads the next one without the viewer), and routes the
 * TV commands (stacked skip, scrub, go to live, hover, pause on live) through it.
 */
import type { OperatorApi } from '../api/operator-api';
import type { FeatureContext, FeatureHooks } from '../player/features/context';
import type { Id } from '../types/id';
import type { LoadChannelOptions } from '../types/player';
import type { PlaybackDecision } from './availability';
import type { TimelineController } from './timeline-controller';
import { attachTimelineSources } from './timeline-sources';
import type { PlatformConfig, TimelineChannel } from './types';

export interface TimelineFeature extends FeatureHooks {
  loadChannel(channelId: Id, options?: LoadChannelOptions): Promise<void>;
  /** False when the current source is not a channel this feature opened (content, a bare `load`). */
  owns(): boolean;
  skip(direction: -1 | 1): void;
  goToLive(): void;
  seekTimeline(unixSec: number): void;
  hover(fraction: number | null): void;
  stepProgramme(direction: -1 | 1, landing?: 'start' | 'end'): void;
}

type Runtime = typeof import('./timeline-runtime');

export function attachTimeline(ctx: FeatureContext): TimelineFeature {
  const { video } = ctx;
  let runtime: Runtime | null = null;
  let controller: TimelineController | null = null;
  let channel: TimelineChannel | null = null;
  let platform: PlatformConfig | null | undefined;
  const sources = attachTimelineSources(ctx, () =>
    controller && channel && runtime ? { api: needApi(), controller, channel, runtime } : null,
  );
  const { resolve, refuse, hideExternal } = sources;

  const needApi = (): OperatorApi => {
    if (!ctx.api) throw new Error('loadChannel needs an OperatorApi: pass `api` to createPlayer');
    return ctx.api;
  };

  function dropController(): void {
    controller?.destroy();
    controller = null;
    ctx.set({ timeline: undefined });
  }

  function newController(api: OperatorApi, rt: Runtime): TimelineController {
    dropController();
    const c = rt.createTimelineController({
      api,
      now: ctx.now,
      timers: ctx.timers,
      signal: ctx.signal,
      fetch: ctx.options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      log: (message, error) => console.warn(`[onair] ${message}`, error),
    });
    c.on('state', (slice) => ctx.set({ timeline: slice }));
    c.on('warning', ({ key }) => ctx.emitter.emit('warning', { key }));
    c.on('resumeplay', () => void video.play().catch(() => undefined));
    c.on('skip', ({ targetSec, decision }) => {
      const media = c.seekTimeFor(targetSec);
      if (media === null) void act(decision, targetSec);
      else video.currentTime = media;
    });
    controller = c;
    return c;
  }

  const act = (decision: PlaybackDecision, wantedTs?: number): Promise<void> =>
    ctx.request((signal) => resolve(decision, signal, () => decision, wantedTs));

  function owns(): boolean {
    const source = ctx.session.source();
    return controller !== null && source !== null && sources.isOurs(source);
  }

  video.addEventListener(
    'timeupdate',
    () => {
      const source = ctx.session.source();
      if (!controller || !source || !owns() || sources.isBlackout(source)) return;
      const stream = sources.streamOf(source);
      const seekable = video.seekable;
      const liveEnd = seekable.length > 0 ? seekable.end(seekable.length - 1) : video.currentTime;
      const next = controller.update({
        mediaTimeS: video.currentTime,
        behindLiveS: Math.max(0, liveEnd - video.currentTime),
        programDateTimeMs: null,
        // Which stream this is and whether the element has its picture yet: the controller drops the updates
        // of a stream it is replacing and those of a new one still at 0 (timeline/position.ts sampleCounts).
        ...(stream !== undefined ? { stream } : {}),
        readyState: video.readyState,
      });
      if (next) void act(next);
    },
    { signal: ctx.signal },
  );

  return {
    owns,
    loadChannel(channelId, { ts, channel: given } = {}) {
      const api = needApi();
      return ctx.request(async (signal) => {
        // The channel, the platform configuration and the timeline code do not wait for one another: asked
        // side by side they cost one round trip before the stream call instead of three.
        const [ch, platformNow, runtimeNow] = await Promise.all([
          given ?? (api.channel ? api.channel(channelId, { signal }) : unknownChannel(channelId)),
          platform === undefined && api.configuration
            ? api.configuration({ signal }).catch(() => null)
            : platform,
          runtime ?? import('./timeline-runtime'),
        ]);
        platform = platformNow;
        runtime = runtimeNow;
        if (signal.aborted) return null;
        channel = ch;
        const c = newController(api, runtime);
        const opened = c.open(ch, {
          platform: platform ?? null,
          ...(ctx.options.childProfile ? { childProfile: true } : {}),
        });
        // Live needs no schedule to start (the bar fills in when it comes); an archive position does (§5).
        if (ts === undefined) opened.catch((error: unknown) => console.warn('[onair] schedule', error));
        else await opened;
        if (signal.aborted) return null;
        const target = runtime.streamTargetFor(ts, c, ctx.now());
        if (!target) return refuse('error_schedule_from_future');
        const again = () => c.streamRequestFor(target);
        return resolve(again(), signal, again, ts);
      });
    },
    async prepare(source) {
      hideExternal();
      if (!sources.isOurs(source)) {
        dropController();
        ctx.set({ refusal: null });
      } else if (!sources.isBlackout(source)) ctx.set({ refusal: null });
      // The blackout mattress is a short clip played as a loop (§5).
      video.loop = sources.isBlackout(source);
      return source;
    },
    pause() {
      if (!owns() || !controller) return true;
      return controller.pause().ok;
    },
    skip(direction) {
      controller?.skip(direction);
    },
    goToLive() {
      const c = controller;
      if (c) void act(c.streamRequestFor({ kind: 'live' }));
    },
    seekTimeline(unixSec) {
      const c = controller;
      if (!c || !runtime) return;
      const move = runtime.timelineSeek(c, unixSec);
      if (move && 'mediaTime' in move) video.currentTime = move.mediaTime;
      else if (move) void act(move.decision, unixSec);
    },
    hover(fraction) {
      controller?.hover(fraction);
    },
    stepProgramme(direction, landing) {
      controller?.stepProgramme(direction, landing);
    },
  };
}

/**
 * Without a channel object or an API to ask, the player cannot apply the §5 rules itself: it asks for what
 * the host requested (a not-adult, purchased channel with an archive) and the operator's answer decides.
 */
function unknownChannel(id: Id): TimelineChannel {
  return { id, age: 0, is_purchased: true, is_available: true, archived_days: UNKNOWN_ARCHIVE_DAYS };
}

/** Deep enough that no archive position is refused on our side when the channel is unknown. */
const UNKNOWN_ARCHIVE_DAYS = 3650;
