/**
 * A payment started on one screen is polled by the app-wide watcher: starting one announces it here, and
 * another tab's start arrives as a storage event. Listeners are tied to the caller's AbortSignal.
 */
import { PENDING_KEY } from './pending-payment';

const EVENT = 'onair:billing-pending';

export function announcePending(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onPendingChange(listener: () => void, signal: AbortSignal): void {
  window.addEventListener(EVENT, listener, { signal });
  window.addEventListener(
    'storage',
    (event) => {
      if (event.key === PENDING_KEY || event.key === null) listener();
    },
    { signal },
  );
}
