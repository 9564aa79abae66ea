/**
 * 000 §4 Telegram variant and §9 "Telegram poll every 5 s": while the viewer gets the code from the
 * operator's bot, ask GET otp/exist every TELEGRAM_POLL_MS until a code exists, then call `onFound`
 * once. A failed ask is tried again at the next tick (the bot may answer later; nothing is shown). The
 * timer and the request in flight end with the component or when `phone` becomes null.
 */
import { useEffect, useRef } from 'react';
import { TELEGRAM_POLL_MS } from '../constants';

export function useCodeWaiting(
  phone: string | null,
  codeExists: (phone: string, signal: AbortSignal) => Promise<boolean>,
  onFound: () => void,
): void {
  const found = useRef(onFound);
  found.current = onFound;
  const ask = useRef(codeExists);
  ask.current = codeExists;

  useEffect(() => {
    if (phone === null) return;
    const controller = new AbortController();
    let inFlight = false;
    const timer = setInterval(async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const exists = await ask.current(phone, controller.signal);
        if (exists && !controller.signal.aborted) {
          controller.abort();
          clearInterval(timer);
          found.current();
        }
      } catch {
        // Asked again at the next tick.
      } finally {
        inFlight = false;
      }
    }, TELEGRAM_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [phone]);
}
