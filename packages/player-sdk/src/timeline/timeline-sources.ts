/**
 * Why: a timeline decision (live, the archive at `ts`, a parental check, the external player, the blackout
 * loop, a refusal) becomes either a source to load or a reason shown to the viewer. This attacher makes that
 * turn and keeps what it produced: which sources are the timeline's (a `load` of anything else drops it),
 * the controller's number of each stream, the blackout mattress, and the external player's frame.
 */
import type { OperatorApi } from '../api/operator-api';
import type { FeatureContext } from '../player/features/context';
import type { PlayerSource } from '../types/player';
import type { PlaybackDecision } from './availability';
import type { TimelineController } from './timeline-controller';
import type { TimelineChannel } from './types';

type Runtime = typeof import('./timeline-runtime');

export interface TimelineOpen {
  api: OperatorApi;
  controller: TimelineController;
  channel: TimelineChannel;
  runtime: Runtime;
}

export interface TimelineSources {
  /** One decision to the source to load (or null after showing why not). */
  resolve(
    decision: PlaybackDecision,
    signal: AbortSignal,
    again: () => PlaybackDecision,
    wantedTs?: number,
  ): Promise<PlayerSource | null>;
  refuse(key: string, packets?: readonly unknown[]): null;
  hideExternal(): void;
  isOurs(source: PlayerSource): boolean;
  isBlackout(source: PlayerSource): boolean;
  streamOf(source: PlayerSource): number | undefined;
}

export function attachTimelineSources(
  ctx: FeatureContext,
  current: () => TimelineOpen | null,
): TimelineSources {
  /** Sources this feature produced: a `load` of anything else drops the timeline. */
  const ours = new WeakSet<PlayerSource>();
  /** The controller's number for each stream source, passed back with its time updates. */
  const streams = new WeakMap<PlayerSource, number>();
  let blackout: PlayerSource | null = null;
  let iframe: HTMLIFrameElement | null = null;

  const mark = (source: PlayerSource, stream?: number): PlayerSource => {
    ours.add(source);
    if (stream !== undefined) streams.set(source, stream);
    return source;
  };

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

  async function resolve(
    decision: PlaybackDecision,
    signal: AbortSignal,
    again: () => PlaybackDecision,
    wantedTs?: number,
  ): Promise<PlayerSource | null> {
    const open = current();
    if (!open) return null;
    const { api, controller: c, channel: ch, runtime: rt } = open;
    switch (decision.kind) {
      case 'live': {
        const stream = await api.channelStream(ch.id, { signal });
        if (signal.aborted) return null;
        const loaded = c.streamLoaded({ mode: 'live', stream });
        const vitrina = rt.hasVitrinaStream(ch) ? { vitrina: true } : {};
        return mark({ kind: 'live', stream, channelId: ch.id, ...vitrina }, loaded.stream);
      }
      case 'archive': {
        const stream = await api.channelStream(ch.id, { ts: decision.ts, signal });
        if (signal.aborted) return null;
        const loaded = c.streamLoaded({ mode: 'archive', stream, ts: decision.ts });
        // The stream is asked at the 10 s grid (§4); playback starts at the very second the viewer chose.
        const within = wantedTs !== undefined && wantedTs >= decision.ts && wantedTs < decision.ts + 10;
        const ts = within ? wantedTs : decision.ts;
        const startPosition = loaded.startOffsetS + (ts - decision.ts);
        return mark({ kind: 'archive', stream, channelId: ch.id, ts, startPosition }, loaded.stream);
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
        const poster = decision.posterUrl ? { img: decision.posterUrl } : {};
        blackout = { kind: 'archive', stream: { hls: decision.mattressUrl, ...poster }, channelId: ch.id };
        return mark(blackout);
      }
      case 'packets':
        return refuse(decision.key ?? 'channel_not_purchased', []);
      case 'refused':
      case 'unavailable':
        return refuse(decision.key);
    }
  }

  ctx.signal.addEventListener('abort', () => hideExternal(), { once: true });

  return {
    resolve,
    refuse,
    hideExternal,
    isOurs: (source) => ours.has(source),
    isBlackout: (source) => source === blackout,
    streamOf: (source) => streams.get(source),
  };
}
