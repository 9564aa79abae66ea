/** Each example shows the code that runs it: the page's own module, imported with Vite's `?raw`. */
export function showSource(source: string, selector = '#source'): void {
  const pre = document.querySelector<HTMLElement>(selector);
  if (pre) pre.textContent = source;
}

/** One status line the browser tests read: `data-state` is `loading`, `playing`, `error` or an outcome. */
export function setStatus(state: string, text: string): void {
  const status = document.querySelector<HTMLElement>('#status');
  if (!status) return;
  status.dataset.state = state;
  status.textContent = text;
  status.classList.toggle('error', state === 'error');
}
