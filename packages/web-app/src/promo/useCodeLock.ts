/**
 * The activate button's lock (000 §4 Promo code, policies.ts): locked for 10 s after a click, so a viewer
 * tapping twice on a slow network never sends the code twice, with the seconds left counted down once a
 * second until it ends.
 */
import { useEffect, useState } from 'react';
import { isLocked, lockedUntil } from './policies';

export function useCodeLock() {
  const [lockUntil, setLockUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // The lock's countdown: one re-render a second until it ends.
  useEffect(() => {
    if (lockUntil === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= lockUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [lockUntil]);

  return {
    locked: isLocked(lockUntil, now),
    lockSeconds: lockUntil === null ? 0 : Math.max(0, Math.ceil((lockUntil - now) / 1000)),
    /** Whether a click now is refused (read at the click, not at the last second's render). */
    lockedNow: () => isLocked(lockUntil, Date.now()),
    /** Locks the button for a click now. */
    lock: () => {
      const at = Date.now();
      setLockUntil(lockedUntil(at));
      setNow(at);
    },
  };
}
