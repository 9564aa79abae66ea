/**
 * Ticks the new-year countdown once a second, on the second; stops for good once the target has
 * passed (001 §4) and calls `onArrived` once at that moment.
 */
import { useEffect, useRef, useState } from 'react';
import { type Countdown, countdown, untilNextTick } from './countdown';

export function useCountdown(
  targetMs: number,
  onArrived: () => void,
  now: () => number = Date.now,
): Countdown | null {
  const [left, setLeft] = useState(() => countdown(targetMs, now()));
  const arrived = useRef(onArrived);
  arrived.current = onArrived;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = now();
      const next = countdown(targetMs, at);
      setLeft(next);
      if (next === null) {
        arrived.current();
        return;
      }
      timer = setTimeout(tick, untilNextTick(targetMs, at));
    };
    if (countdown(targetMs, now()) !== null) timer = setTimeout(tick, untilNextTick(targetMs, now()));
    return () => clearTimeout(timer);
  }, [targetMs, now]);
  return left;
}
