/**
 * Why: every call of a viewing leaves through the send queue, named with its viewing and its number in it
 * (a ping also carries position and QoE), so nothing here can block playback. Stop and switch send the
 * unsent seconds through the queue (retried); a hidden or closing page and destroy, after which nothing can
 * be retried, send them as a beacon (`asBeacon`), and the viewing's last ping says `final`.
 */
import { HISTORY_SAVE_FROM_S } from '../constants';
import { historySeconds } from './resume';
import { defaultPixel, statsTask } from './stats-calls';
import type { StatsCore } from './stats-core';
import type { StatsSession } from './stats-session';
import { audiencePixelUrls, detectDeviceType, trackingPayload } from './tracking';
import type { StatsCall, StatsView } from './types';

export interface StatsSends {
  dispatch(call: StatsCall): void;
  saveHistory(): void;
  /** The start or seek tracking call and the audience pixels (`scrub` after a seek). */
  sendTracking(scrub: boolean): void;
  flushSeconds(asBeacon: boolean, final?: boolean): void;
}

export function createStatsSends(core: StatsCore): StatsSends {
  const { options, queue } = core;
  const { api, now } = options;
  const pixel = options.pixel ?? defaultPixel;
  let urgent = false;
  /** The flush in progress is the viewing's last: its ping says `final`. */
  let ending = false;

  function withView(s: StatsSession, call: StatsCall): StatsCall {
    const view = (): StatsView => ({ ...core.viewOf(s), seq: s.nextSeq++ });
    switch (call.method) {
      case 'stat':
        return {
          ...call,
          position: Math.floor(s.position),
          qoe: core.figures(s),
          view: view(),
          ...(ending ? { final: true } : {}),
        };
      case 'playbackStart':
      case 'playbackUpdate':
      case 'playbackError':
        return { ...call, payload: { ...call.payload, view: view() } } as StatsCall;
      default:
        return call;
    }
  }

  function dispatch(call: StatsCall): void {
    const session = core.session;
    queue.enqueue(statsTask(api, session ? withView(session, call) : call), { urgent });
  }

  function saveHistory(): void {
    const session = core.session;
    if (!session) return;
    session.historyStarted = true;
    const { source } = session;
    const seconds = historySeconds(core.watched(), session.position);
    if (source.kind !== 'content' || source.contentId === undefined || seconds === null) return;
    dispatch({
      method: 'history',
      payload: { contentId: source.contentId, libraryId: source.libraryId, seconds },
    });
  }

  function sendTracking(scrub: boolean): void {
    const session = core.session;
    if (!session) return;
    const { source, position } = session;
    const tracking = trackingPayload({ source, nowMs: now(), position, scrub });
    if (!tracking) return;
    dispatch({ method: 'tracking', payload: tracking });
    const facts = { deviceType: detectDeviceType(core.userAgent), tracking };
    for (const url of audiencePixelUrls(source.stream.trackers, options.trackerPixelUrl, facts)) {
      queue.enqueue({ label: 'tns', send: () => pixel(url) });
    }
  }

  /**
   * A viewing that ends before its first frame without an error sends a zero-second ping marked `exit`:
   * without it the operator never learns the viewer gave up waiting.
   */
  function flushSeconds(asBeacon: boolean, final = false): void {
    const current = core.session;
    if (!current?.pinger) return;
    urgent = asBeacon;
    ending = final;
    try {
      const sent = current.pinger.flush(core.watched());
      if (sent > 0 && core.watched() >= HISTORY_SAVE_FROM_S) saveHistory();
      const statId = current.source.stream.stat?.id;
      const neverPlayed = !current.tracked && current.qoe.firstFrameAt === null;
      // A viewing that played but is left before its first whole second (a fast zap) has sent no ping: its
      // closing one still goes, with no seconds, so its startup time and its end reach the operator.
      const zapped = !neverPlayed && current.pinger.sentSeconds() === 0;
      if (final && sent === 0 && (neverPlayed || zapped) && !current.exitDecided && statId !== undefined) {
        current.exitDecided = true;
        dispatch({ method: 'stat', statId, seconds: 0, ...(neverPlayed ? { exit: true } : {}) });
      }
    } finally {
      urgent = false;
      ending = false;
    }
    if (asBeacon) queue.flushBeacon();
  }

  return { dispatch, saveHistory, sendTracking, flushSeconds };
}
