/**
 * The few DOM helpers the element's skin draws with: make an element with attributes and children, set an
 * attribute or text only when it changed (so a state change every 250 ms does not churn the DOM or move focus),
 * an icon from the shared paths, and a keyed list that keeps each item's element (and its focus) while the list
 * changes around it. No framework: a page that does not use React downloads none.
 */
import { ICON_PATHS, type IconName } from '../skin/icons';

export type AttrValue = string | number | boolean | null | undefined;
type Child = Node | string | null | undefined | false;

export function setAttr(el: Element, name: string, value: AttrValue): void {
  if (value === undefined || value === null || value === false) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
    return;
  }
  const text = value === true ? '' : String(value);
  if (el.getAttribute(name) !== text) el.setAttribute(name, text);
}

export function setText(el: Node, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, AttrValue> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) setAttr(el, name, value);
  for (const child of children) if (child) el.append(child);
  return el;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An inline icon (hidden from assistive tech); `setIcon` swaps its shape in place. */
export function icon(name: IconName): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.append(document.createElementNS(SVG, 'path'));
  setIcon(svg, name);
  return svg;
}

export function setIcon(svg: SVGSVGElement, name: IconName): void {
  setAttr(svg.firstElementChild as Element, 'd', ICON_PATHS[name]);
}

export interface Item<T> {
  el: Element;
  update(value: T): void;
}

/**
 * Renders `values` into `parent` in order: an item whose key was there before keeps its element (updated in
 * place), new keys are created, missing ones removed. Nodes move only when the order changed.
 */
export function keyedList<T>(
  parent: Element,
  values: readonly T[],
  keyOf: (value: T) => string,
  create: (value: T) => Item<T>,
  items: Map<string, Item<T>>,
): void {
  const seen = new Set<string>();
  let cursor = parent.firstElementChild;
  for (const value of values) {
    const key = keyOf(value);
    seen.add(key);
    let item = items.get(key);
    if (item) item.update(value);
    else {
      item = create(value);
      items.set(key, item);
    }
    if (item.el !== cursor) parent.insertBefore(item.el, cursor);
    else cursor = cursor.nextElementSibling;
  }
  for (const [key, item] of items) {
    if (seen.has(key)) continue;
    item.el.remove();
    items.delete(key);
  }
}
