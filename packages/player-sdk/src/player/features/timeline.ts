/**
 * Why: a channel is not a file. Which stream to ask for (live, the archive of a programme by `ts`, the external
 * player, the blackout loop or nothing at all) is decided by the timeline policies from the channel, its
 * schedule and the clock; this feature turns those decisions into operator requests and loads, feeds the
 * controller with time updates (so a programme's end loads the next one without the viewer), and routes the
 * TV commands (stacked skip, scrub, go to live, hover, pause on live) through it.
 */
import type { OperatorApi } from '../../api/operator-api';
import type { PlaybackDecision } from '../../timeline/availability';
import type { TimelineController } from '../../timeline/timeline-controller';
import type { PlatformConfig, TimelineChannel } from '../../timeline/types';
import type { Id } from '../../types/id';
import type { LoadChannelOptions, PlayerSource } from '../../types/player';
import type { FeatureContext, FeatureHooks } from './context';

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
  /** Sources this feature produced: a `load` of anything else drops the timeline. */
  const ours = new WeakSet<PlayerSource>();
  /** The controller's number for each stream source, passed back with its time updates. */
  const streams = new WeakMap<PlayerSource, number>();
  let blackout: PlayerSource | null = null;
  let iframe: HTMLIFrameElement | null = null;

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

  function hideExternal(): void {
    iframe?.remove();
    iframe = null;
    if (ctx.get().external) ctx.set({ external: null });
  }

  const refuse = (key: string, packets?: readonly unknown[]): null => {
    ctx.set({ refusal: packets ? { key, packets } : { key }, loading: false });
    ctx.emitter.emit('warning', { key });
    return null;
  };

  /** One decision to the source to load (or null after showing why not). */
  async function resolve(
    decision: PlaybackDecision,
    signal: AbortSignal,
    again: () => PlaybackDecision,
    wantedTs?: number,
  ): Promise<PlayerSource | null> {
    const api = needApi();
    const c = controller;
    const ch = channel;
    const rt = runtime;
    if (!c || !ch || !rt) return null;
    switch (decision.kind) {
      case 'live': {
        const stream = await api.channelStream(ch.id, { signal });
        if (signal.aborted) return null;
        const loaded = c.streamLoaded({ mode: 'live', stream });
        return mark(
          {
            kind: 'live',
            stream,
            channelId: ch.id,
            ...(rt.hasVitrinaStream(ch) ? { vitrina: true } : {}),
          },
          loaded.stream,
        );
      }
      case 'archive': {
        const stream = await api.channelStream(ch.id, { ts: decision.ts, signal });
        if (signal.aborted) return null;
        const loaded = c.streamLoaded({ mode: 'archive', stream, ts: decision.ts });
        // The stream is asked at the 10 s grid (§4); playback starts at the very second the viewer chose.
        const within = wantedTs !== undefined && wantedTs >= decision.ts && wantedTs < decision.ts + 10;
        const ts = within ? wantedTs : decision.ts;
        return mark(
          {
            kind: 'archive',
            stream,
            channelId: ch.id,
            ts,
            startPosition: loaded.startOffsetS + (ts - decision.ts),
          },
          loaded.stream,
        );
      }
      case 'parental_check': {
        // Without a hook the host gates adult channels itself before loading (the web app's PIN, an embed's
        // ignore_parental_control); with one, the host's answer decides.
        const approved = ctx.options.parentalCheck ? await ctx.options.parentalCheck(ch) : true;
        if (signal.aborted) return null;
        if (!approved) return refuse('parental_check_required');
        c.setContext({ parentalCheckPassed: true });
        return resolve(again(), signal, again, wantedTs);
      }
      case 'external': {
        const config = api.channelConfig ? await api.channelConfig(ch.id, { signal }) : null;
        if (signal.aborted) return null;
        const target = rt.vitrinaIframeUrl(config, ch);
        if (!target.ok) return refuse('channel_not_available');
        hideExternal();
        iframe = rt.showExternalPlayer(ctx, target.url);
        return null;
      }
      case 'blackout': {
        refuse(decision.key);
        const source: PlayerSource = {
          kind: 'archive',
          stream: { hls: decision.mattressUrl, ...(decision.posterUrl ? { img: decision.posterUrl } : {}) },
          channelId: ch.id,
        };
        blackout = source;
        return mark(source);
      }
      case 'packets':
        return refuse(decision.key ?? 'channel_not_purchased', []);
      case 'refused':
      case 'unavailable':
        return refuse(decision.key);
    }
  }

  const mark = (source: PlayerSource, stream?: number): PlayerSource => {
    ours.add(source);
    if (stream !== undefined) streams.set(source, stream);
    return source;
  };

  const act = (decision: PlaybackDecision, wantedTs?: number): Promise<void> =>
    ctx.request((signal) => resolve(decision, signal, () => decision, wantedTs));

  function owns(): boolean {
    const source = ctx.session.source();
    return controller !== null && source !== null && ours.has(source);
  }

  video.addEventListener(
    'timeupdate',
    () => {
      const source = ctx.session.source();
      if (!controller || !source || !owns() || source === blackout) return;
      const stream = streams.get(source);
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
  ctx.signal.addEventListener('abort', () => hideExternal(), { once: true });

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
      if (!ours.has(source)) {
        dropController();
        ctx.set({ refusal: null });
      } else if (source !== blackout) ctx.set({ refusal: null });
      // The blackout mattress is a short clip played as a loop (§5).
      video.loop = source === blackout;
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
