/** Drives modal-lifecycle.ts with the real clock: a card's phase for its CSS transition. */
import { useCallback, useEffect, useState } from 'react';
import { hide, type Life, LOADING, msUntilSettled, settle, show } from './modal-lifecycle';

export function usePhase(onRemoved: () => void): { life: Life; close: (fast?: boolean) => void } {
  const [life, setLife] = useState<Life>(LOADING);
  // Shown on the next frame, so the transition from the loading style runs.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLife(show));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (life.phase === 'removed') {
      onRemoved();
      return;
    }
    const wait = msUntilSettled(life, Date.now());
    if (wait === null) return;
    const timer = window.setTimeout(() => setLife((l) => settle(l, Date.now())), wait);
    return () => window.clearTimeout(timer);
  }, [life, onRemoved]);
  const close = useCallback((fast = false) => setLife((l) => hide(l, Date.now(), fast)), []);
  return { life, close };
}
