/** Keyboard-only helpers for the skin's browser tests: what has the focus, and Tab until a control has it. */
import type { Page } from '@playwright/test';

/** The focused control's name; menu buttons carry their current choice after a colon ("Quality: Auto"). */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '').split(':')[0]!;
  });
}

/** Presses Tab until the focused control has this name; fails after `limit` presses. */
export async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

const KEY_CODES = { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 } as const;

/**
 * Presses `key` `times` times as one quick burst of real (trusted) key events. `page.keyboard.press` waits for
 * the page to handle each press before sending the next; on a busy machine one press then took 0.7–1 s, so
 * presses meant to stack inside the player's 500 ms skip window (001 §4) arrived one window apart. Sent
 * together through DevTools, they reach the page's input queue back to back, as a viewer's quick presses do.
 */
export async function pressBurst(page: Page, key: keyof typeof KEY_CODES, times: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const code = KEY_CODES[key];
  const event = { key, code: key, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code };
  try {
    const sent: Promise<unknown>[] = [];
    for (let i = 0; i < times; i++) {
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event }));
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event }));
    }
    await Promise.all(sent);
  } finally {
    await cdp.detach();
  }
}
