/** Re-renders once a second while a countdown runs, and not at all once it is over. */
import { useEffect, useState } from 'react';
import { resendSecondsLeft } from './code';

export function useSecondsLeft(
  sentAt: number | null,
  serverMs: number | null = null,
  now: () => number = Date.now,
): number {
  const [left, setLeft] = useState(() => resendSecondsLeft(sentAt, now(), serverMs));
  useEffect(() => {
    setLeft(resendSecondsLeft(sentAt, now(), serverMs));
    if (sentAt === null) return;
    const timer = setInterval(() => {
      const next = resendSecondsLeft(sentAt, now(), serverMs);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [sentAt, serverMs, now]);
  return left;
}
