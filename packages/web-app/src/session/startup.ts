/**
 * Why: 000 §4 Startup as one async run over injected calls — network info, configuration and resources (side
 * by side: neither needs another's answer), and once the network info is in, the sign-in (sign-in.ts: the auth
 * plan carried out with its §8 outcomes); a 403 anywhere is a region block.
 * A returning viewer (issue 38) whose stored token the last network info says to use as it is starts from the
 * stored answers (startup-snapshot.ts): the token is applied at once, the viewer is read beside the fresh
 * first calls, and the start ends when the viewer has answered; the fresh answers come later as
 * `revalidated`, reconciled (reconcile.ts). A viewer call that fails (a rejected token, no connection) falls back
 * to the start above.
 */
import type { Configuration, Network, User } from '../api/schemas';
import { footerLinks } from '../layout/footer-links';
import { planAuth } from './auth-plan';
import { reconcileStart } from './reconcile';
import { AutoAuthFailed, authenticate, authFacts, isStatus } from './sign-in';
import type { StartupSnapshot } from './startup-snapshot';
import type { Revalidation, StartedBase, StartupDeps, StartupResult } from './startup-types';

export type { Revalidation, StartedBase, StartupDeps, StartupResult } from './startup-types';

export function networkCountry(network: Network | null): string | null {
  const country = network?.country;
  if (!country) return null;
  return typeof country === 'string' ? country : (country.name ?? country.code ?? null);
}

export function networkIp(network: Network | null): string | null {
  const remote = network?.remote;
  if (typeof remote === 'string') return remote;
  return remote?.ip ?? network?.ip ?? null;
}

interface FirstCalls {
  network: Promise<Network>;
  settings: Promise<[Configuration, Record<string, unknown>]>;
}

/** 000 §4's first calls, side by side: none of them needs another's answer. */
function firstCalls(deps: StartupDeps): FirstCalls {
  const calls = {
    network: deps.api.network(deps.provider),
    settings: Promise.all([deps.api.configuration(), deps.api.resources()]),
  };
  // Whichever fails first decides the outcome; the other's later failure must not go unhandled.
  calls.network.catch(() => undefined);
  calls.settings.catch(() => undefined);
  return calls;
}

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  const snapshot = deps.snapshot?.() ?? null;
  const token = snapshot ? usableStoredToken(deps, snapshot.network) : null;
  if (snapshot && token) return warmStart(deps, snapshot, token);
  return coldStart(deps, firstCalls(deps));
}

function regionBlocked(error: unknown, network: Network | null) {
  return {
    state: 'region-blocked' as const,
    message: error instanceof Error ? error.message : 'Not available in your region',
    country: networkCountry(network),
    ip: networkIp(network),
  };
}

async function coldStart(deps: StartupDeps, calls: FirstCalls): Promise<StartupResult> {
  let network: Network | null = null;
  try {
    network = await calls.network;
    // The sign-in needs only the network info (auto-auth, guests allowed): it runs beside configuration and
    // resources, and the start ends when both have answered.
    const known = network;
    const signIn = authenticate(deps, known, 0);
    signIn.catch(() => undefined);
    const [[configuration, resources], outcome] = await Promise.all([calls.settings, signIn]);
    deps.saveSnapshot?.({ network: known, configuration, resources, savedAt: deps.now() });
    return { network: known, configuration, resources, ...outcome };
  } catch (error) {
    if (isStatus(error, 403)) return regionBlocked(error, network);
    const failed = {
      state: 'failed' as const,
      error: error instanceof Error ? error : new Error(String(error)),
    };
    if (!(error instanceof AutoAuthFailed)) return failed;
    return { ...failed, autoAuth: { supportPhone: footerLinks(network).support.phone } };
  }
}

/** The stored token, when this network answer says the start uses it as it is (no call needed); else null. */
function usableStoredToken(deps: StartupDeps, network: Network): string | null {
  const plan = planAuth(authFacts(deps, network, 0));
  return plan.kind === 'stored-token' ? plan.token : null;
}

/**
 * A start from stored answers: the token applied at once (the page's calls that need only it go out now, beside
 * the fresh first calls), ready when the viewer has answered. A 401 there is a token the server no longer
 * takes: it is flagged and the start goes on as a cold one over the fresh first calls already under way.
 */
async function warmStart(
  deps: StartupDeps,
  snapshot: StartupSnapshot,
  token: string,
): Promise<StartupResult> {
  const calls = firstCalls(deps);
  deps.applyToken(token);
  deps.onToken?.(token);
  let user: User | null;
  try {
    user = await deps.api.self();
  } catch (error) {
    // A token the server no longer takes is flagged (000 §4 Token). Either way the start goes on as a cold one over
    // the first calls already under way: it re-authorises a flagged token, and ends as a failed start when the API
    // cannot be reached at all (offline), rather than ready on stored answers nobody confirmed.
    if (isStatus(error, 401)) {
      const stored = deps.read().stored;
      if (stored) deps.saveToken({ ...stored, error: true });
    }
    return coldStart(deps, calls);
  }
  const stale = {
    network: snapshot.network,
    configuration: snapshot.configuration,
    resources: snapshot.resources,
  };
  const revalidated = revalidate(deps, calls, stale);
  return { state: 'ready', token, user, ...stale, revalidated };
}

async function revalidate(deps: StartupDeps, calls: FirstCalls, stale: StartedBase): Promise<Revalidation> {
  let network: Network | null = null;
  try {
    network = await calls.network;
    const [configuration, resources] = await calls.settings;
    const fresh = { network, configuration, resources };
    deps.saveSnapshot?.({ ...fresh, savedAt: deps.now() });
    return {
      state: 'reconciled',
      ...fresh,
      reconciled: reconcileStart(stale, fresh, authFacts(deps, network, 0)),
    };
  } catch (error) {
    if (isStatus(error, 403)) return regionBlocked(error, network);
    return { state: 'unavailable', error: error instanceof Error ? error : new Error(String(error)) };
  }
}
