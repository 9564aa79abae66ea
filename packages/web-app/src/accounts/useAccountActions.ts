/**
 * The session's account actions (000 §4 Session): a sign-in's grant becomes the stored session with the
 * isLogged cookie, a logout goes back to a guest (or auth-only mode) on a fresh device serial, a request
 * to sign in keeps what the viewer was doing, and a session another tab starts is adopted here.
 * SessionProvider owns the state; this hook owns what an account change does to it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type MutableRefObject, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Endpoints } from '../api/endpoints';
import type { SignInGrant, User } from '../api/schemas';
import { currentSessionScope } from '../config';
import { openModal } from '../modals/modal-url';
import type { SessionStatus, SessionValue } from '../session/context';
import { renewDeviceSerial } from '../session/device';
import { KEYS, type KeyValueStore, scopedKey } from '../session/storage';
import { expiryOf } from '../session/token';
import { keepAfterSignIn } from './intent-store';
import { isLoggedCookie } from './is-logged';
import { watchOtherTabs } from './other-tabs';

export interface AccountActionDeps {
  store: KeyValueStore;
  endpoints: Endpoints | null;
  tokenRef: MutableRefObject<string | null>;
  setToken: (token: string | null) => void;
  setUser: (user: User | null) => void;
  setStatus: (status: SessionStatus) => void;
  restart: () => void;
}

const secure = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** Keeps the isLogged cookie in step with who is signed in (000 §4 Session). */
export function syncIsLogged(user: User | null, expiresAt: number | null, now: number): void {
  if (typeof document === 'undefined') return;
  const signedIn = user?.is_guest === false;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec names a cookie; the Cookie Store API is not in every browser.
  document.cookie = isLoggedCookie(signedIn && expiresAt ? expiresAt - now : 0, secure());
}

export function useAccountActions(
  deps: AccountActionDeps,
): Pick<SessionValue, 'signIn' | 'signOut' | 'askSignIn'> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { store, endpoints, tokenRef, setToken, setUser, setStatus, restart } = deps;

  const signIn = useCallback(
    async (grant: SignInGrant, serial: string) => {
      const now = Date.now();
      renewDeviceSerial(grant.device?.serial || serial);
      const expiresAt = expiryOf(grant.expired, now);
      store.set(
        KEYS.token,
        JSON.stringify({ value: grant.access_token, setAt: now, expiresAt, error: false }),
      );
      // The guest's credentials no longer name this browser's user, and auto-auth may run again.
      store.remove(KEYS.guest);
      store.remove(KEYS.loggedOut);
      tokenRef.current = grant.access_token;
      setToken(grant.access_token);
      const user = grant.user ?? (await endpoints?.self().catch(() => null)) ?? null;
      setUser(user);
      syncIsLogged(user, expiresAt, now);
      setStatus('ready');
      // Purchases, favourites and rights belong to the new user.
      void queryClient.invalidateQueries();
    },
    [store, endpoints, tokenRef, setToken, setUser, setStatus, queryClient],
  );

  const signOut = useCallback(async () => {
    // A real sign-out ends the session on the server too: this device's record goes, and its tokens
    // with it. Best effort — without an answer the browser still forgets the session.
    if (endpoints && tokenRef.current) {
      try {
        const current = (await endpoints.devices()).find((device) => device.is_current === true);
        if (current) await endpoints.removeDevice(current.id);
      } catch {
        // Offline or already revoked: nothing left to end on the server.
      }
    }
    store.remove(KEYS.token);
    store.remove(KEYS.guest);
    store.set(KEYS.loggedOut, '1');
    syncIsLogged(null, null, Date.now());
    renewDeviceSerial();
    tokenRef.current = null;
    setToken(null);
    setUser(null);
    queryClient.clear();
    restart();
  }, [store, endpoints, tokenRef, setToken, setUser, queryClient, restart]);

  const askSignIn = useCallback<SessionValue['askSignIn']>(
    (intent) => {
      const here = `${window.location.pathname}${window.location.search}`;
      if (intent) keepAfterSignIn(intent.kind, intent.to ?? here, Date.now(), intent.modal);
      openModal(navigate, 'auth');
    },
    [navigate],
  );

  // Two tabs agree on who is signed in: a token stored by another tab is adopted here.
  useEffect(() => {
    if (!endpoints || typeof window === 'undefined') return;
    const controller = new AbortController();
    watchOtherTabs(
      window,
      // The token of this page's API only: a tab on another API override keeps its own session.
      scopedKey(KEYS.token, currentSessionScope()),
      () => tokenRef.current,
      (token) => {
        tokenRef.current = token;
        setToken(token);
        endpoints.self().then(
          (user) => {
            if (tokenRef.current !== token || controller.signal.aborted) return;
            setUser(user);
            setStatus('ready');
            void queryClient.invalidateQueries();
          },
          () => restart(),
        );
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [endpoints, tokenRef, setToken, setUser, setStatus, restart, queryClient]);

  return { signIn, signOut, askSignIn };
}
