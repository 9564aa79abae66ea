/**
 * Opens the sign-in modal on the current page with a method chosen (from /welcome or /auth_methods),
 * keeping a way back: when nothing else asked for sign-in, the viewer lands on `fallback` afterwards
 * rather than on the welcome screen they came from.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthMethod } from './auth-methods';
import { keepAfterSignIn, peekAfterSignIn } from './intent-store';
import type { AuthModalState } from './SignInModal';

export function useOpenSignIn(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(
    (method: AuthMethod) => {
      if (!peekAfterSignIn()) keepAfterSignIn('page', fallback, Date.now());
      const { pathname, search } = window.location;
      const state: AuthModalState = { authMethod: method };
      navigate({ pathname, search, hash: 'auth' }, { state, preventScrollReset: true });
    },
    [navigate, fallback],
  );
}
