/**
 * Why (001 §4 Player: "Full mode has a 600 ms load delay"): a viewer zapping through channels passes many of
 * them in a second; asking a stream for each would waste the operator's and the viewer's bandwidth. What to
 * play is handed to the player only once it has stayed the same for the delay; meanwhile the player keeps
 * what it has (a new archive position reloads in place instead of tearing the player down). Keyed by a
 * string so equal targets never restart the wait. `waitedMs` is the part of the delay the viewer had already
 * waited on the target the hook starts with (a host that knows when the viewer chose it, e.g. the web app's
 * arrival by address); later targets wait the full delay. `<Player>` waits the same delay between channels.
 */
import { useEffect, useRef, useState } from 'react';
import { FULL_MODE_LOAD_DELAY_MS } from '../timings';

export function useSettled<T>(
  value: T,
  key: string,
  delayMs: number = FULL_MODE_LOAD_DELAY_MS,
  waitedMs = 0,
): T | null {
  const [settled, setSettled] = useState<{ key: string; value: T } | null>(null);
  const initialKey = useRef(key);
  const handedOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the value really changed.
  useEffect(() => {
    const credit = !handedOver.current && key === initialKey.current ? waitedMs : 0;
    const wait = Math.max(0, delayMs - Math.max(0, credit));
    const hand = () => {
      handedOver.current = true;
      setSettled({ key, value });
    };
    if (wait <= 0) {
      hand();
      return;
    }
    const timer = setTimeout(hand, wait);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled ? settled.value : null;
}
