/**
 * 001 §4 start-after-buy: a content's watch button that leads to a packet purchase remembers the watch
 * path, so whichever way the packet is then paid (balance, card, the provider's page) the film starts.
 * sessionStorage: it belongs to this tab's errand; the payment's own record carries it across a redirect.
 */
const KEY = 'onair.billing.play-after';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function setPlayAfter(path: string): void {
  store()?.setItem(KEY, path);
}

export function peekPlayAfter(): string | null {
  const path = store()?.getItem(KEY) ?? null;
  // Only an app path: the value is navigated to.
  return path?.startsWith('/watch/') ? path : null;
}

export function clearPlayAfter(): void {
  store()?.removeItem(KEY);
}
