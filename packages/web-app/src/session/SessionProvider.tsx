/**
 * Runs the 000 §4 startup once per page (and again after a token error), owns the API client, and turns
 * the §8 catalogue's actions into the app's reactions: token error → flag + re-authorise, region block →
 * /geo_lock with the server message, anything else → the message modal. It holds the session's shared
 * state; each concern acting on it is its own hook: the page's runtime (usePageRuntime), the viewer
 * (useViewer), the §8 reactions (useApiErrorReactions), the account actions (useAccountActions), the start
 * (useSessionStart) and the language (useSessionLanguage). Their order is the order their effects run in.
 */

import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountActions } from '../accounts/useAccountActions';
import { openModal } from '../modals/modal-url';
import {
  type Message,
  type RegionBlock,
  SessionContext,
  type SessionStatus,
  type SessionValue,
} from './context';
import { browserStore } from './storage';
import { useApiErrorReactions } from './useApiErrorReactions';
import { usePageRuntime } from './usePageRuntime';
import { useSessionLanguage } from './useSessionLanguage';
import { useSessionStart } from './useSessionStart';
import { useViewer } from './useViewer';

const store = browserStore();

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { runtime, params, base, tokenRef, languageRef } = usePageRuntime(store);
  const api = runtime?.api ?? null;
  const endpoints = runtime?.endpoints ?? null;
  const restarting = useRef(false);
  // A start is under way from the first render when there is an API (the entry may have begun it already).
  const startingRef = useRef(runtime !== null);

  const [status, setStatus] = useState<SessionStatus>(base ? 'starting' : 'unconfigured');
  const [token, setToken] = useState<string | null>(null);
  const [regionBlock, setRegionBlock] = useState<RegionBlock | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [generation, setGeneration] = useState(0);
  const { language, adoptLanguage, setLanguage } = useSessionLanguage(store, languageRef);

  const showMessage = useCallback(
    (next: Message) => {
      setMessage(next);
      openModal(navigate, 'message');
    },
    [navigate],
  );

  const restart = useCallback(() => {
    if (restarting.current) return;
    restarting.current = true;
    setGeneration((g) => g + 1);
  }, []);

  useApiErrorReactions({
    runtime,
    store,
    tokenRef,
    startingRef,
    restart,
    showMessage,
    setError,
    setStatus,
    setRegionBlock,
  });
  const { user, setUser, reloadUser } = useViewer(api, endpoints);
  const accounts = useAccountActions({
    store,
    endpoints,
    tokenRef,
    setToken,
    setUser,
    setStatus,
    restart,
  });
  const { network, configuration, autoAuthFailure, playerEpoch } = useSessionStart({
    runtime,
    endpoints,
    params,
    store,
    generation,
    startingRef,
    restarting,
    restart,
    showMessage,
    adoptLanguage,
    setStatus,
    setError,
    setRegionBlock,
    setToken,
    setUser,
  });

  const value: SessionValue = {
    status,
    apiBase: base,
    api,
    endpoints,
    token,
    user,
    network,
    configuration,
    playerEpoch,
    params,
    language,
    regionBlock,
    error,
    autoAuthFailure,
    isGuest: user?.is_guest !== false,
    childProfile: (user?.profile?.role ?? user?.role) === 'child',
    message,
    showMessage,
    restart,
    reloadUser,
    setLanguage,
    ...accounts,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
