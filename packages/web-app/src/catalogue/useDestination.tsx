/**
 * What a click on a rowset item does (001 §2, rules in destination.ts): navigation (last_channel to the
 * channel this browser watched last), a new tab, the promo wizard modal (#promocode over the page), or a
 * message dialog with the item's title and description, rendered by the returned element.
 */
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../modals/Dialog';
import { openModal } from '../modals/modal-url';
import { browserStore, KEYS } from '../session/storage';
import { type Destination, destinationAction } from './destination';

export function useDestination(): { open: (d: Destination | null | undefined) => void; dialog: ReactNode } {
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ title: string; text: string } | null>(null);
  const open = useCallback(
    (d: Destination | null | undefined) => {
      // The channel page keeps the last channel this browser played (channels/ChannelsPage.tsx).
      const action = destinationAction(d, browserStore().get(KEYS.lastChannel));
      if (action.kind === 'navigate') navigate(action.to);
      else if (action.kind === 'open') window.open(action.url, '_blank', 'noopener,noreferrer');
      else if (action.kind === 'promo') openModal(navigate, 'promocode');
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
