/**
 * Whether any modal is on screen — a hash modal or any other aria-modal dialog (the PIN prompt, the
 * player's) — and when the last one went away, for the 600 ms swap delay (001 §4). Dialogs come and go
 * without telling anyone, so the document is looked at on every path change and a few times a second.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export const MODAL_CHECK_MS = 250;

export interface ModalPresence {
  open: boolean;
  closedAt: number | null;
}

const anyModal = () => document.querySelector('[aria-modal="true"]') !== null;

export function useModalOpen(now: () => number = Date.now): ModalPresence {
  const location = useLocation();
  const [presence, setPresence] = useState<ModalPresence>({ open: false, closedAt: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the reason to look again at once.
  useEffect(() => {
    const look = () =>
      setPresence((before) => {
        const open = anyModal();
        if (open === before.open) return before;
        return { open, closedAt: open ? before.closedAt : now() };
      });
    look();
    const timer = window.setInterval(look, MODAL_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [location, now]);
  return presence;
}
