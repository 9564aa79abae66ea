/**
 * 001 §2 Modals: a modal is addressed by the URL hash equal to its id, so it survives a reload, the back
 * button closes it, and a link or a push can open it. Opening keeps the page's path and query (a modal
 * that needs something to show — a packet, a content, a transaction — reads it from the query:
 * `/channels?packet_id=101#confirm`; not `packet` or `content`, which are 000 §2 deep links to a page). All 26 ids of §2 open this way (modals/registry.tsx).
 */
import type { NavigateFunction } from 'react-router';

export const MODAL_IDS = [
  'message',
  'quick_packets',
  'auth',
  'pay_qr',
  'pay_card',
  'pay_redirect',
  'pay_iframe',
  'pay_phone_sms',
  'pay_transaction',
  'pay_qr_kaspi',
  'confirm',
  'subscription',
  'pincode',
  'promocode',
  'profiles',
  'paysystems',
  'refill',
  'confirm_period',
  'card',
  'nofunds',
  'packets_channels',
  'parental',
  'parental_set',
  'parental_start',
  'smarttv',
  'push',
  // 000 §2 Modals: the regional block status (accounts/BlockStatusModal.tsx).
  'block_alma',
] as const;

export type ModalId = (typeof MODAL_IDS)[number];

/** What an opening may ask besides the id (kept in the history entry's state). */
export interface ModalOpening {
  /** 001 §2 hideClose: no close control; Escape and the overlay do not close it either. */
  hideClose?: boolean;
  /** The profiles modal on its 'new profile' form (001 §2 profile dropdown: the 'new' tile). */
  create?: boolean;
  /** 001 §2 "A modal can define a back target": the app path its close goes to, instead of staying. */
  back?: string;
}

export function modalFromHash(hash: string): ModalId | null {
  const id = hash.replace(/^#/, '');
  return (MODAL_IDS as readonly string[]).includes(id) ? (id as ModalId) : null;
}

export function openModal(navigate: NavigateFunction, id: ModalId, opening: ModalOpening = {}): void {
  const { pathname, search } = window.location;
  // Only what openingOf reads back is written (a back target must be an app path).
  const state = openingOf(opening);
  navigate(
    { pathname, search, hash: id },
    { preventScrollReset: true, ...(Object.keys(state).length > 0 ? { state } : {}) },
  );
}

export function closeModal(navigate: NavigateFunction, opening: ModalOpening = {}): void {
  if (opening.back) {
    navigate(opening.back, { replace: true });
    return;
  }
  const { pathname, search } = window.location;
  navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
}

/** A back target is a path of this app: one leading slash, never `//host` or a scheme. */
const appPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?!\/)[^\s]*$/.test(value);

/** The opening's options from the location state (only what this module wrote there). */
export function openingOf(state: unknown): ModalOpening {
  if (typeof state !== 'object' || state === null) return {};
  const { hideClose, create, back } = state as ModalOpening;
  return {
    ...(hideClose === true ? { hideClose: true } : {}),
    ...(create === true ? { create: true } : {}),
    ...(appPath(back) ? { back } : {}),
  };
}

/**
 * 001 §2: closing is blocked while auth is mandatory (auth-only mode), except on the legal, provider,
 * news, faq and packet pages that must stay readable, and for a modal opened with hideClose.
 */
export function canClose(
  id: ModalId,
  authMandatory: boolean,
  pathname: string,
  opening: ModalOpening = {},
): boolean {
  if (opening.hideClose) return false;
  if (id !== 'auth' || !authMandatory) return true;
  return /^\/(agreement|privacy|terms|rules|provider|news|faq|packets?)(\/|$)/.test(pathname);
}
