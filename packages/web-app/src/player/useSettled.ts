/**
 * Why (001 §4 Player: "Full mode has a 600 ms load delay"): a viewer zapping through channels passes many of
 * them in a second; asking a stream for each would waste the operator's and the viewer's bandwidth. What to
 * play is handed to the player only once it has stayed the same for the delay; meanwhile the player keeps
 * what it has (a new archive position reloads in place instead of tearing the player down). Keyed by a
 * string so equal targets never restart the wait.
 */
import { useEffect, useState } from 'react';

export const FULL_MODE_DELAY_MS = 600;

export function useSettled<T>(value: T, key: string, delayMs: number): T | null {
  const [settled, setSettled] = useState<{ key: string; value: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the value really changed.
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled({ key, value });
      return;
    }
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled ? settled.value : null;
}
