/**
 * Why: a menu button's list (speed, quality, audio, subtitles, episodes) behaves as an ARIA menu in both
 * skins: it opens on its checked choice, arrows move round the choices, Escape closes it and gives focus back
 * to its button, Tab closes it and moves on, and it closes 200 ms after the pointer leaves (§4).
 */
export type MenuKey = { type: 'focus'; index: number } | { type: 'close'; refocus: boolean } | null;

/** What a key pressed on choice `index` of `count` does. */
export function menuKey(key: string, index: number, count: number): MenuKey {
  if (key === 'Escape') return { type: 'close', refocus: true };
  if (key === 'Tab') return { type: 'close', refocus: false };
  if ((key === 'ArrowDown' || key === 'ArrowUp') && count > 0) {
    const step = key === 'ArrowDown' ? 1 : -1;
    return { type: 'focus', index: (index + step + count) % count };
  }
  return null;
}

/** The choice to focus when a menu opens: the checked one, else the first. */
export function openingChoice(items: readonly { checked: boolean }[]): number {
  return Math.max(
    0,
    items.findIndex((item) => item.checked),
  );
}
