// The bound the password back-off's tests hold a burst to (accounts/password-backoff.ts), worked out from the
// policy's own numbers: a test oracle, so it lives with the tests, not in the product.
import { backoffAfter, FREE_PASSWORD_FAILURES } from '../accounts/password-backoff';

/**
 * The most tries the back-off lets through in `ms` from a clean start, however they are timed: the
 * free ones, then one each time a wait runs out (1 s, then 2 s more, 4 s more …). The concurrency
 * suite holds a real burst to it.
 */
export function maxTriesWithin(ms: number): number {
  let tries = FREE_PASSWORD_FAILURES;
  let elapsed = 0;
  for (let failures = FREE_PASSWORD_FAILURES; ; failures++) {
    elapsed += backoffAfter(failures);
    if (elapsed > ms) return tries;
    tries += 1;
  }
}
