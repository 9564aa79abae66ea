/**
 * What a click on a rowset item does (001 §2, rules in destination.ts): navigation, a new tab, the promo
 * wizard, or a message dialog with the item's title and description, rendered by the returned element.
 */
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../modals/Dialog';
import { type Destination, destinationAction } from './destination';

/** Where the promo-code wizard lives (the deep link promo_key goes there too). */
export const PROMO_WIZARD_PATH = '/promo';

export function useDestination(): { open: (d: Destination | null | undefined) => void; dialog: ReactNode } {
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ title: string; text: string } | null>(null);
  const open = useCallback(
    (d: Destination | null | undefined) => {
      const action = destinationAction(d, null);
      if (action.kind === 'navigate') navigate(action.to);
      else if (action.kind === 'open') window.open(action.url, '_blank', 'noopener,noreferrer');
      else if (action.kind === 'promo') navigate(PROMO_WIZARD_PATH);
      else if (action.kind === 'message') setMessage({ title: action.title, text: action.text });
    },
    [navigate],
  );
  const dialog = message ? (
    <Dialog title={message.title} onClose={() => setMessage(null)} className="catalogue-message">
      <p className="modal__text">{message.text}</p>
    </Dialog>
  ) : null;
  return { open, dialog };
}
