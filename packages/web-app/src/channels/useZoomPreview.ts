/**
 * The page's one zoom preview (zoom-preview.ts) as a hook for channel tiles: which tile is zoomed, and the
 * handlers that reach and leave a tile by pointer or keyboard. A page going hidden resets it.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { createZoomPreview, type ZoomPreview } from './zoom-preview';

const listeners = new Set<() => void>();
let zoom: ZoomPreview | null = null;

function store(): ZoomPreview {
  zoom ??= createZoomPreview(
    {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      now: () => Date.now(),
    },
    () => {
      for (const listener of listeners) listener();
    },
  );
  return zoom;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const hidden = new AbortController();
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'hidden' && store().reset(),
    { signal: hidden.signal },
  );
  return () => {
    listeners.delete(listener);
    hidden.abort();
  };
}

export function useZoomPreview(channelId: number, allowed: boolean) {
  const current = useSyncExternalStore(
    subscribe,
    () => store().current(),
    () => null,
  );
  const reach = useCallback(() => allowed && store().reach(channelId), [allowed, channelId]);
  const leave = useCallback(() => store().leave(channelId), [channelId]);
  // A tile that goes away (the row scrolled out, the page changed) takes its preview with it.
  useEffect(() => leave, [leave]);
  return {
    zoomed: current === channelId,
    handlers: { onPointerEnter: reach, onFocus: reach, onPointerLeave: leave, onBlur: leave },
  };
}
