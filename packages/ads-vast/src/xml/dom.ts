/**
 * Small element helpers that work the same on the browser DOM and @xmldom/xmldom
 * (which has no `children`), so the parser stays independent of the runtime.
 */

export function childElements(parent: Element | Document, name?: string): Element[] {
  const found: Element[] = [];
  const nodes = parent.childNodes;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node && node.nodeType === 1 && (name === undefined || (node as Element).nodeName === name)) {
      found.push(node as Element);
    }
  }
  return found;
}

export function firstChild(parent: Element, name: string): Element | undefined {
  return childElements(parent, name)[0];
}

/** Trimmed text of an element, CDATA included. */
export function text(element: Element | undefined): string {
  return (element?.textContent ?? '').trim();
}

/** Trimmed, non-empty text of each named child (empty tracking URLs are noise, not pixels). */
export function childTexts(parent: Element | undefined, name: string): string[] {
  if (!parent) return [];
  return childElements(parent, name)
    .map((el) => text(el))
    .filter((value) => value.length > 0);
}

export function attr(element: Element, name: string): string | undefined {
  const value = element.getAttribute(name);
  return value === null || value === '' ? undefined : value;
}

/** Attribute lookup that tolerates the casing variants seen in the wild (adId, AdID, adID). */
export function attrAnyCase(element: Element, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const attributes = element.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const attribute = attributes[i];
    if (attribute && attribute.name.toLowerCase() === wanted && attribute.value !== '')
      return attribute.value;
  }
  return undefined;
}

export function numberAttr(element: Element, name: string): number | undefined {
  const raw = attr(element, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** VAST booleans appear as true/false, 1/0 and in any case. */
export function booleanAttr(element: Element, name: string): boolean | undefined {
  const raw = attr(element, name)?.trim().toLowerCase();
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}
