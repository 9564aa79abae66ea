/**
 * What a hash-opened modal gets (001 §2 Modals): its id, the query of the page it opened over (a modal
 * that needs a packet, a content or a transaction reads it there), the close control's handler (null
 * when opened with hideClose or while closing is blocked) and a close for its own actions.
 */
import type { ModalId } from './modal-url';

export interface DeepLinkModalProps {
  id: ModalId;
  params: URLSearchParams;
  /** The close control, Escape and the overlay; null: they do nothing. */
  onClose: (() => void) | null;
  /** Closes the modal whatever hideClose says: a finished or cancelled step. */
  close: () => void;
}

/** A positive integer id from a query value, else null. */
export function idParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
