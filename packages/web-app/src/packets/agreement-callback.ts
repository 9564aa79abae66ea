/**
 * 000 §2 Agreement pages: "with a pending callback, cancel and accept buttons show". The buy flow leaves
 * the callback here (which agreement, where to continue) and the agreement page picks it up. It lives in
 * the tab's sessionStorage so a reload of the agreement page keeps it.
 */
const KEY = 'onair.agreement-callback';

export interface AgreementCallback {
  agreementId: number;
  url: string;
  title: string;
  /** Where accepting continues (the packet page with action=buy). */
  continueTo: string;
}

export function setAgreementCallback(callback: AgreementCallback): void {
  sessionStorage.setItem(KEY, JSON.stringify(callback));
}

export function agreementCallback(): AgreementCallback | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as AgreementCallback | null;
    if (!v || typeof v.agreementId !== 'number' || typeof v.url !== 'string') return null;
    if (typeof v.continueTo !== 'string' || !v.continueTo.startsWith('/') || v.continueTo.startsWith('//'))
      return null;
    return v;
  } catch {
    return null;
  }
}

export function clearAgreementCallback(): void {
  sessionStorage.removeItem(KEY);
}

/** 000 §2: line breaks normalised, 3 or more blank lines collapse to 2. */
export function normaliseAgreementText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]+\n/g, '\n\n')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
}

/** 000 §2: scrolling within 100 px of the bottom counts as read. */
export const READ_MARGIN_PX = 100;
export function isRead(el: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= READ_MARGIN_PX;
}
