/**
 * The promo wizard waits for one thing at a time (an activation to show among the subscriptions, a card
 * link to settle): a new wait cancels the one before, and the back button or leaving the page cancels it.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useWizardWait() {
  const poll = useRef<AbortController | null>(null);
  useEffect(() => () => poll.current?.abort(), []);
  /** The signal of a new wait, the one before cancelled. */
  const next = useCallback(() => {
    poll.current?.abort();
    poll.current = new AbortController();
    return poll.current.signal;
  }, []);
  const cancel = useCallback(() => poll.current?.abort(), []);
  return { next, cancel };
}
