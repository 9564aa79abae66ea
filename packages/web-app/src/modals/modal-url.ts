/**
 * 001 §2 Modals: a modal is addressed by the URL hash equal to its id, so it survives a reload, the back
 * button closes it, and a link can open it. Opening keeps the page's path and query.
 */
import type { NavigateFunction } from 'react-router';

export type ModalId = 'message' | 'auth' | 'pincode' | 'profiles' | 'push';

export const MODAL_IDS: readonly ModalId[] = ['message', 'auth', 'pincode', 'profiles', 'push'];

export function modalFromHash(hash: string): ModalId | null {
  const id = hash.replace(/^#/, '');
  return (MODAL_IDS as readonly string[]).includes(id) ? (id as ModalId) : null;
}

export function openModal(navigate: NavigateFunction, id: ModalId): void {
  const { pathname, search } = window.location;
  navigate({ pathname, search, hash: id }, { preventScrollReset: true });
}

export function closeModal(navigate: NavigateFunction): void {
  const { pathname, search } = window.location;
  navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
}

/**
 * 001 §2: closing is blocked while auth is mandatory (auth-only mode), except on the legal, provider,
 * news, faq and packet pages that must stay readable.
 */
export function canClose(id: ModalId, authMandatory: boolean, pathname: string): boolean {
  if (id !== 'auth' || !authMandatory) return true;
  return /^\/(agreement|privacy|terms|rules|provider|news|faq|packets?)(\/|$)/.test(pathname);
}
