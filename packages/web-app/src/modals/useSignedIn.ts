import { useEffect, useRef } from 'react';
import { useSession } from '../session/context';
import type { DeepLinkModalProps } from './deep-link';

/** A guest meets the sign-in modal first and comes back to this one (000 §4 After-login redirects). */
export function useSignedIn(id: DeepLinkModalProps['id']): boolean {
  const session = useSession();
  const asked = useRef(false);
  const guest = session.isGuest || session.token === null;
  useEffect(() => {
    if (!guest || asked.current || session.status !== 'ready') return;
    asked.current = true;
    session.askSignIn({ kind: 'modal', modal: id });
  }, [guest, session, id]);
  return !guest;
}
