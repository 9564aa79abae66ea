/**
 * 000 §2 Deep links, carried out once the session is up: the link's target opens; a viewer who is not
 * signed in gets it kept (authAfterPage) and the sign-in modal over it, so they land there after signing
 * in. Handled once per page load; the parameter leaves the address so a reload does not repeat it.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/context';
import { deepLinkOf } from './deep-links';
import { keepAfterSignIn } from './intent-store';

export function useDeepLinks(): void {
  const session = useSession();
  const navigate = useNavigate();
  const handled = useRef(false);
  const ready = session.status === 'ready' || session.status === 'auth-only';
  const signedIn = session.status === 'ready' && !session.isGuest;

  useEffect(() => {
    if (!ready || handled.current) return;
    handled.current = true;
    const link = deepLinkOf(window.location.search);
    if (!link) return;
    if (signedIn) {
      navigate(link.to, { replace: true });
      return;
    }
    keepAfterSignIn('page', link.to, Date.now());
    const [path, query = ''] = link.to.split('?');
    navigate({ pathname: path, search: query ? `?${query}` : '', hash: 'auth' }, { replace: true });
  }, [ready, signedIn, navigate]);
}
