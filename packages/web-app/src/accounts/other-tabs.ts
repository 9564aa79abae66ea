/**
 * Two tabs of the app must agree on who is signed in. Both read the same stored token, so when another
 * tab stores a different one (a sign-in, a sign-out that became a guest, a re-authorisation) this tab
 * adopts it. A removal alone is not acted on: the tab that removed the token stores its successor a
 * moment later, and reacting to the gap would have every open tab create a guest of its own.
 */
export function tokenValueOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed) {
      const value = (parsed as { value: unknown }).value;
      return typeof value === 'string' && value ? value : null;
    }
  } catch {
    // Not ours or half-written: ignored.
  }
  return null;
}

/** The token another tab just stored, when this tab should switch to it; null when nothing changes. */
export function tokenFromOtherTab(
  event: { key: string | null; newValue: string | null },
  tokenKey: string,
  current: string | null,
): string | null {
  if (event.key !== tokenKey) return null;
  const next = tokenValueOf(event.newValue);
  return next && next !== current ? next : null;
}

export function watchOtherTabs(
  target: Pick<Window, 'addEventListener'>,
  tokenKey: string,
  current: () => string | null,
  adopt: (token: string) => void,
  signal: AbortSignal,
): void {
  target.addEventListener(
    'storage',
    (event) => {
      const next = tokenFromOtherTab(event, tokenKey, current());
      if (next) adopt(next);
    },
    { signal },
  );
}
