/**
 * One question to the viewer at a time, as a promise: the PIN the player's parental hook asks for
 * (player/ParentalPrompt.tsx), the PIN a change held back by the server needs (useApprovedChange.tsx).
 * A new question answers the one still open with "no", and a question nobody can answer any more (the
 * screen went away) is a "no" too — never a promise left hanging.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PendingQuestion<Q> {
  question: Q;
  answer(yes: boolean): void;
}

export function usePendingQuestion<Q>(): {
  ask(question: Q): Promise<boolean>;
  pending: PendingQuestion<Q> | null;
} {
  const [pending, setPending] = useState<PendingQuestion<Q> | null>(null);
  const open = useRef<PendingQuestion<Q> | null>(null);
  const ask = useCallback(
    (question: Q) =>
      new Promise<boolean>((resolve) => {
        open.current?.answer(false);
        const asked: PendingQuestion<Q> = {
          question,
          answer(yes) {
            if (open.current === asked) open.current = null;
            setPending((current) => (current === asked ? null : current));
            resolve(yes);
          },
        };
        open.current = asked;
        setPending(asked);
      }),
    [],
  );
  useEffect(() => () => open.current?.answer(false), []);
  return { ask, pending };
}
