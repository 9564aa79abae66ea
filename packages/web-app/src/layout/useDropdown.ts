/**
 * The closing rules every header dropdown shares: a pointer down outside, Escape (focus back to the
 * button, and the page's own Escape handler is not reached), or focus moving out closes it. Listeners
 * live only while it is open and go with one AbortSignal.
 */
import { type RefObject, useEffect } from 'react';

export function useDropdown(
  open: boolean,
  close: () => void,
  box: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    const root = box.current;
    if (!open || !root) return;
    const controller = new AbortController();
    const { signal } = controller;
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (!root.contains(event.target as Node)) close();
      },
      { signal },
    );
    root.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        // The channel page also answers Escape (go back); this one only closes the dropdown.
        event.stopPropagation();
        close();
        button.current?.focus();
      },
      { signal },
    );
    root.addEventListener(
      'focusout',
      (event) => {
        if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) close();
      },
      { signal },
    );
    return () => controller.abort();
  }, [open, close, box, button]);
}
