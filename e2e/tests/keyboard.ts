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
