/**
 * Why: the policies describe each call as data (`StatsCall`); this turns one into a queue task that calls the
 * operator's `StatsApi` and, where the API can, leaves as a beacon when the page goes away.
 */
import type { SendTask } from './send-queue';
import type { StatsApi, StatsCall } from './types';

export function callStatsApi(api: StatsApi, call: StatsCall, signal?: AbortSignal): Promise<void> {
  const opts = signal ? { signal } : undefined;
  switch (call.method) {
    case 'stat':
      return api.stat(
        call.statId,
        call.seconds,
        { position: call.position, qoe: call.qoe, view: call.view, final: call.final, exit: call.exit },
        opts,
      );
    case 'playbackStart':
      return api.playbackStart(call.payload, opts);
    case 'playbackUpdate':
      return api.playbackUpdate(call.payload, opts);
    case 'playbackError':
      return api.playbackError(call.payload, opts);
    case 'tracking':
      return api.tracking(call.payload, opts);
    case 'analytics':
      return api.analytics(call.event, opts);
    case 'history':
      // Operators without a history call keep history from playback updates; nothing to send then.
      return api.history ? api.history(call.payload) : Promise.resolve();
  }
}

export function statsTask(api: StatsApi, call: StatsCall): SendTask {
  const task: SendTask = { label: call.method, send: (signal) => callStatsApi(api, call, signal) };
  if (api.beacon) {
    const beacon = api.beacon.bind(api);
    task.beacon = () => beacon(call);
  }
  return task;
}

/**
 * The default pixel request, a fire-and-forget GET. While the page is shown it is an image, the way measurement
 * pixels are loaded: Chromium never reports the end of a `no-cors` fetch of an image to DevTools, so each
 * pixel fetched that way stayed "in flight" for ever to any tool that waits for a quiet network (Lighthouse,
 * a test's network-idle wait). While the page is being hidden an image would be cancelled
 * with it, so then a keepalive fetch, which the browser may finish after the page is gone. An image that fails
 * settles the call too: a pixel is not sent twice.
 */
export function defaultPixel(url: string): Promise<void> {
  const shown = typeof document !== 'undefined' && document.visibilityState !== 'hidden';
  if (shown && typeof Image === 'function') {
    return new Promise((resolve) => {
      const image = new Image();
      image.onload = image.onerror = () => resolve();
      image.src = url;
    });
  }
  if (typeof fetch !== 'function')
    return Promise.reject(new Error('fetch is not available to send the pixel'));
  return fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', keepalive: true }).then(
    () => undefined,
  );
}
