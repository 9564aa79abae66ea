/**
 * A wide table's box: it scrolls sideways at 375 px, so it is a named region the keyboard can reach
 * (axe scrollable-region-focusable) and arrow keys can scroll.
 */
import type { ReactNode } from 'react';

export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className="qoe-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
