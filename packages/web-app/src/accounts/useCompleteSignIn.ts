/**
 * What follows a successful sign-in, in order: the grant becomes the session (every tab follows), the
 * kept intent decides where the viewer goes (000 §4 After-login redirects) and the auth modal closes.
 * A purchase interrupted by sign-in is restarted by the page it came from (useResumeBuy).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SignInGrant } from '../api/schemas';
import { useSession } from '../session/context';
import { afterSignIn } from './after-sign-in';
import { takeAfterSignIn } from './intent-store';

export type SignedIn = (grant: SignInGrant, serial: string) => Promise<void>;

export interface ResumeState {
  resumeBuy?: boolean;
}

export function useCompleteSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (grant: SignInGrant, serial: string) => {
      await session.signIn(grant, serial);
      const here = `${window.location.pathname}${window.location.search}`;
      const step = afterSignIn(takeAfterSignIn(), here, Date.now());
      const state: ResumeState | undefined = step.resumeBuy ? { resumeBuy: true } : undefined;
      navigate(step.to, { replace: true, state });
    },
    [session, navigate],
  );
}
