/**
 * Runs the 000 §4 startup once per page (and again after a token error), owns the API client, and turns
 * the §8 catalogue's actions into the app's reactions: token error → flag + re-authorise, region block →
 * /geo_lock with the server message, anything else → the message modal.
 */

import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { syncIsLogged, useAccountActions } from '../accounts/useAccountActions';
import type { createEndpoints } from '../api/endpoints';
import type { EndpointTag, ErrorAction } from '../api/error-policy';
import { type ApiError, tokenMark } from '../api/errors';
import type { createApiClient } from '../api/http';
import type { Configuration, Network, User } from '../api/schemas';
import { answeredBefore } from '../app/cache';
import { hasPendingPayment } from '../billing/pending-payment';
import { apiBase } from '../config';
import { initI18n } from '../i18n/i18n';
import { browserLanguages, chooseLanguage, initialLanguage, interfaceLanguages } from '../i18n/language';
import { openModal } from '../modals/modal-url';
import { activeProfileOf } from '../profiles/active-profile';
import { hasPendingCardLink } from '../promo/card-link-store';
import { applyRevalidation } from './apply-revalidation';
import {
  type Message,
  type RegionBlock,
  SessionContext,
  type SessionStatus,
  type SessionValue,
} from './context';
import { createSessionRuntime, sessionHeadStart, startSession } from './head-start';
import { pageStartupParams, type StartupParams } from './query-params';
import { AUTH_REQUIRED_TEXT, ReauthBackoff } from './reauth-backoff';
import { browserStore, isStoredToken, KEYS, readJson } from './storage';

const store = browserStore();

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The client, token and language of this page's session: the one the entry started its first run on
  // (head-start.ts), else a new one. The start-up parameters are read once, from the URL the visitor arrived
  // with (main-site mode).
  const [runtime] = useState(() => {
    const early = sessionHeadStart();
    if (early) return early.runtime;
    const configured = apiBase();
    return configured ? createSessionRuntime(configured, pageStartupParams('site')) : null;
  });
  const [unconfiguredParams] = useState(() => (runtime ? null : pageStartupParams('site')));
  const params = runtime?.params ?? (unconfiguredParams as StartupParams);
  const base = runtime?.base ?? null;
  // Held for the page's life like refs: the runtime's own when there is one.
  const [tokenRef] = useState(() => runtime?.tokenRef ?? { current: null as string | null });
  const [languageRef] = useState(
    () =>
      runtime?.languageRef ?? {
        current: initialLanguage(params.language, store.get(KEYS.language)),
      },
  );
  const restarting = useRef(false);
  // A start is under way from the first render when there is an API (the entry may have begun it already).
  const startingRef = useRef(runtime !== null);
  const reauthBackoff = useRef(new ReauthBackoff(() => Date.now()));

  const [status, setStatus] = useState<SessionStatus>(base ? 'starting' : 'unconfigured');
  const [token, setToken] = useState<string | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [network, setNetwork] = useState<Network | null>(null);
  const [configuration, setConfiguration] = useState<Configuration | null>(null);
  const [regionBlock, setRegionBlock] = useState<RegionBlock | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [autoAuthFailure, setAutoAuthFailure] = useState<SessionValue['autoAuthFailure']>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [language, setLanguageState] = useState(languageRef.current);
  const [generation, setGeneration] = useState(0);
  // Bumped when fresh start-up answers outdate what the player was started with (apply-revalidation.ts).
  const [playerEpoch, setPlayerEpoch] = useState(0);

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

  const endpointsRef = useRef<ReturnType<typeof createEndpoints> | null>(null);
  const apiRef = useRef<ReturnType<typeof createApiClient> | null>(null);
  // The user answer does not carry the active profile; its role (child rules, 000 §6) is read beside it.
  const reloadUser = useCallback(async () => {
    if (!endpointsRef.current || !apiRef.current) return;
    const self = await endpointsRef.current.self();
    const profile = self.is_guest ? null : await activeProfileOf(apiRef.current);
    setUser({ ...self, profile });
  }, []);

  const onErrorAction = useCallback(
    (action: ErrorAction, error: ApiError, _tag: EndpointTag) => {
      if (action.kind === 'token-error') {
        // The start handles its own 401s (startup.ts); answers to calls made with a token that has since
        // been replaced say nothing about the new one.
        if (startingRef.current || error.tokenMark !== tokenMark(tokenRef.current)) return;
        const stored = readJson(store, KEYS.token, isStoredToken);
        if (stored) store.set(KEYS.token, JSON.stringify({ ...stored, error: true }));
        // A server answering 401 for ever must not loop re-authorisations (reauth-backoff.ts).
        const decision = reauthBackoff.current.next();
        if (decision.kind === 'give-up') {
          reauthBackoff.current.reset();
          setError(AUTH_REQUIRED_TEXT);
          setStatus('failed');
          return;
        }
        window.setTimeout(restart, decision.delayMs);
      } else if (action.kind === 'region-block') {
        setRegionBlock({ message: action.message, country: null, ip: null });
        navigate('/geo_lock');
      } else if (action.kind === 'generic') {
        showMessage({ title: 'error', text: action.message });
      }
    },
    [navigate, restart, showMessage, tokenRef],
  );
  if (runtime) runtime.onErrorAction.current = onErrorAction;

  const api = runtime?.api ?? null;
  const endpoints = runtime?.endpoints ?? null;
  endpointsRef.current = endpoints;
  apiRef.current = api;
  // A signed-in start knows the viewer but not yet their profile: read it once (issue 16).
  useEffect(() => {
    if (!user || user.is_guest || user.profile !== undefined || !api) return;
    let live = true;
    activeProfileOf(api).then(
      (profile) =>
        live && setUser((current) => (current?.id === user.id ? { ...current, profile } : current)),
      () => live && setUser((current) => (current?.id === user.id ? { ...current, profile: null } : current)),
    );
    return () => {
      live = false;
    };
  }, [user, api]);
  const accounts = useAccountActions({
    store,
    endpoints,
    tokenRef,
    setToken,
    setUser,
    setStatus,
    restart,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the start runs once per client and again only when `generation` asks (000 §4 Token).
  useEffect(() => {
    if (!endpoints) return;
    let cancelled = false;
    setStatus('starting');
    startingRef.current = true;
    // The first run is the one the entry started, if it did; a restart (token error) is a new run.
    const early = sessionHeadStart();
    const run =
      generation === 0 && early?.runtime === runtime ? early.result : startSession(runtime!, queryClient);
    const applied = run.then(async (result) => {
      if (cancelled) return;
      startingRef.current = false;
      restarting.current = false;
      if (result.state === 'region-blocked') {
        setRegionBlock({ message: result.message, country: result.country, ip: result.ip });
        setStatus('region-blocked');
        navigate('/geo_lock', { replace: true });
        return;
      }
      if (result.state === 'failed') {
        setError(result.error.message);
        setAutoAuthFailure(result.autoAuth ?? null);
        setStatus('failed');
        return;
      }
      setAutoAuthFailure(null);
      const chosen = chooseLanguage(
        params.language,
        store.get(KEYS.language),
        interfaceLanguages(result.network),
        browserLanguages(),
      );
      languageRef.current = chosen;
      setLanguageState(chosen);
      await initI18n(chosen).catch(() => undefined);
      if (cancelled) return;
      setNetwork(result.network);
      setConfiguration(result.configuration);
      if (result.state === 'ready') {
        setToken(result.token);
        setUser(result.user);
        syncIsLogged(result.user, readJson(store, KEYS.token, isStoredToken)?.expiresAt ?? null, Date.now());
        setStatus('ready');
        // 000 §2: purchased=true is the return from a payment page; a payment still settling is
        // reported by the billing watcher when it settles, not announced before.
        // The promo wizard's card link reports its own outcome (issue 18).
        if (params.purchased && !hasPendingPayment() && !hasPendingCardLink())
          showMessage({ title: 'subscription', text: 'purchase_success' });
        // A new token means new per-user answers (purchases, favourites); those already asked with it stay.
        void queryClient.invalidateQueries({
          predicate: answeredBefore(runtime?.tokenAt.current ?? Number.POSITIVE_INFINITY),
        });
        // Started from stored answers: the fresh ones reconcile the session when they are in (issue 38).
        void result.revalidated?.then((revalidation) => {
          if (cancelled) return;
          applyRevalidation(revalidation, {
            update: (freshNetwork, freshConfiguration) => {
              setNetwork(freshNetwork);
              setConfiguration(freshConfiguration);
            },
            restartPlayer: () => setPlayerEpoch((n) => n + 1),
            restartSession: restart,
            regionBlocked: (block) => {
              setRegionBlock(block);
              setStatus('region-blocked');
              navigate('/geo_lock', { replace: true });
            },
            log: (text, failure) => console.warn(text, failure),
          });
        });
      } else {
        setStatus('auth-only');
        openModal(navigate, 'auth');
      }
    });
    applied.catch((failure: unknown) => {
      // runStartup settles every start; this catches a failure in applying its result, so the start
      // still ends on the failure screen instead of an unhandled rejection and a spinner.
      if (cancelled) return;
      startingRef.current = false;
      restarting.current = false;
      setError(failure instanceof Error ? failure.message : String(failure));
      setStatus('failed');
    });
    return () => {
      cancelled = true;
    };
    // generation re-runs the start after a token error (000 §4 Token).
  }, [endpoints, generation]);

  const setLanguage = useCallback(
    (next: string) => {
      store.set(KEYS.language, next);
      languageRef.current = next;
      setLanguageState(next);
      void initI18n(next);
      // Answers carry the Accept-Language they were asked with; ask again in the new language.
      void queryClient.invalidateQueries();
    },
    [queryClient, languageRef],
  );

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
