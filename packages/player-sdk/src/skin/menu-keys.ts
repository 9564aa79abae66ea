/**
 * Why: a menu button's list (speed, quality, audio, subtitles, episodes) behaves as an ARIA menu in both
 * skins: it opens on its checked choice, arrows move round the choices, Escape closes it and gives focus back
 * to its button, Tab closes it and moves on, and it closes 200 ms after a mouse pointer leaves (§4). A choice
 * closes it at once, or on a touch screen 400 ms later (§9 "mobile settings delay"), so the viewer sees the
 * tick move to what the finger chose before the menu goes.
 */
import { MOBILE_SETTINGS_DELAY_MS } from '../timings';

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

/** How long after a choice its menu closes: at once, or the mobile settings delay on a touch screen. */
export function choiceCloseDelay(mobile: boolean): number {
  return mobile ? MOBILE_SETTINGS_DELAY_MS : 0;
}

/**
 * Whether leaving the menu with this pointer starts the 200 ms close: a mouse or pen leaving it does; a finger
 * lifting (touch pointers "leave" when they end) does not, or every tap would close the menu under it.
 */
export function leaveCloses(pointerType: string): boolean {
  return pointerType !== 'touch';
}

/** The choice to focus when a menu opens: the checked one, else the first. */
export function openingChoice(items: readonly { checked: boolean }[]): number {
  return Math.max(
    0,
    items.findIndex((item) => item.checked),
  );
}
