/**
 * The 000 §4 start, once per page and again when `generation` asks (a token error, the failure screen's
 * retry, a sign-out): the first run is the one the entry began (head-start.ts), a restart is a new run. Its
 * result becomes the session: a region block goes to /geo_lock, a failure to the failure screen (with the
 * auto-auth retry when that failed), a start in the chosen language with the operator's network and
 * configuration, then the viewer (ready) or the sign-in modal (auth-only). A start made from stored
 * answers takes the fresh ones when they are in (apply-revalidation.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type MutableRefObject, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { syncIsLogged } from '../accounts/useAccountActions';
import type { Endpoints } from '../api/endpoints';
import type { Configuration, Network, User } from '../api/schemas';
import { answeredBefore } from '../app/cache';
import { hasPendingPayment } from '../billing/pending-payment';
import { initI18n } from '../i18n/i18n';
import { browserLanguages, chooseLanguage, interfaceLanguages } from '../i18n/language';
import { openModal } from '../modals/modal-url';
import { hasPendingCardLink } from '../promo/card-link-store';
import { applyRevalidation } from './apply-revalidation';
import type { Message, RegionBlock, SessionStatus, SessionValue } from './context';
import { type SessionRuntime, sessionHeadStart, startSession } from './head-start';
import type { StartupParams } from './query-params';
import { isStoredToken, KEYS, type KeyValueStore, readJson } from './storage';

export interface SessionStartDeps {
  runtime: SessionRuntime | null;
  endpoints: Endpoints | null;
  params: StartupParams;
  store: KeyValueStore;
  /** Bumped by restart(): each value is one run. */
  generation: number;
  startingRef: MutableRefObject<boolean>;
  restarting: MutableRefObject<boolean>;
  restart(): void;
  showMessage(message: Message): void;
  adoptLanguage(language: string): void;
  setStatus(status: SessionStatus): void;
  setError(error: string | null): void;
  setRegionBlock(block: RegionBlock | null): void;
  setToken(token: string | null): void;
  setUser(user: User | null): void;
}

export function useSessionStart(deps: SessionStartDeps) {
  const { runtime, endpoints, params, store, generation, startingRef, restarting } = deps;
  const { restart, showMessage, adoptLanguage, setStatus, setError, setRegionBlock, setToken, setUser } =
    deps;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [network, setNetwork] = useState<Network | null>(null);
  const [configuration, setConfiguration] = useState<Configuration | null>(null);
  const [autoAuthFailure, setAutoAuthFailure] = useState<SessionValue['autoAuthFailure']>(null);
  // Bumped when fresh start-up answers outdate what the player was started with (apply-revalidation.ts).
  const [playerEpoch, setPlayerEpoch] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the start runs once per client and again only when `generation` asks (000 §4 Token).
  useEffect(() => {
    if (!endpoints) return;
    let cancelled = false;
    setStatus('starting');
    startingRef.current = true;
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
      adoptLanguage(chosen);
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
  }, [endpoints, generation]);

  return { network, configuration, autoAuthFailure, playerEpoch };
}
