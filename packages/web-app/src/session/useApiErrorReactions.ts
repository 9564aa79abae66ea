/**
 * The app's reactions to the §8 catalogue's actions on any API call (api/error-policy.ts): a token error
 * flags the stored token and re-authorises (spaced out, then given up: reauth-backoff.ts), a region block
 * goes to /geo_lock with the server's message, anything else opens the message modal. The runtime's API
 * client calls them; they are set on it while rendering, so the client always calls the current ones.
 */
import { type MutableRefObject, useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { EndpointTag, ErrorAction } from '../api/error-policy';
import { type ApiError, tokenMark } from '../api/errors';
import type { Message, RegionBlock, SessionStatus } from './context';
import type { SessionRuntime } from './head-start';
import { AUTH_REQUIRED_TEXT, ReauthBackoff } from './reauth-backoff';
import { isStoredToken, KEYS, type KeyValueStore, readJson } from './storage';

export interface ApiErrorReactionDeps {
  runtime: SessionRuntime | null;
  store: KeyValueStore;
  tokenRef: { current: string | null };
  /** True while a start runs: the start handles its own 401s (startup.ts). */
  startingRef: MutableRefObject<boolean>;
  restart(): void;
  showMessage(message: Message): void;
  setError(error: string | null): void;
  setStatus(status: SessionStatus): void;
  setRegionBlock(block: RegionBlock | null): void;
}

export function useApiErrorReactions(deps: ApiErrorReactionDeps): void {
  const { runtime, store, tokenRef, startingRef, restart, showMessage, setError, setStatus, setRegionBlock } =
    deps;
  const navigate = useNavigate();
  const reauthBackoff = useRef(new ReauthBackoff(() => Date.now()));

  const onErrorAction = useCallback(
    (action: ErrorAction, error: ApiError, _tag: EndpointTag) => {
      if (action.kind === 'token-error') {
        // Answers to calls made with a token that has since been replaced say nothing about the new one.
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
    [navigate, restart, showMessage, tokenRef, store, startingRef, setError, setStatus, setRegionBlock],
  );
  if (runtime) runtime.onErrorAction.current = onErrorAction;
}
