/**
 * Why (issue 38): a returning viewer's page starts from the last network information, configuration and
 * resources (startup-snapshot.ts) while fresh ones are asked in the same first wave. When they answer, this
 * decides what the stale copy got wrong:
 * - the network now signs this visitor in another way (auto-auth appeared, guests no longer allowed for a
 *   guest…): the start is run again from the fresh answers (000 §4 order);
 * - the region changed (another country, network or provider): what was asked in the old region — the stream
 *   above all, which the operator grants per region — is asked again: the player restarts;
 * - a new configuration: the player read the old one (blackout mattress, 001 §4): it restarts;
 * - new resources only: the screens take them, nothing restarts.
 * A region block (a 403 on the fresh calls) is the session's own outcome and never reaches this function.
 */
import type { Configuration, Network } from '../api/schemas';
import { type AuthFacts, type AuthPlan, planAuth } from './auth-plan';

export interface StartAnswers {
  network: Network;
  configuration: Configuration;
  resources: Record<string, unknown>;
}

export type Reconciled =
  | { kind: 'same' }
  | { kind: 'update'; restartPlayer: boolean; reasons: Array<'region' | 'configuration' | 'resources'> }
  | { kind: 'restart-session'; plan: AuthPlan['kind'] };

/** The region a network answer places the visitor in: its country, network id and provider id. */
export function regionOf(network: Network): string {
  const country = network.country;
  const code = typeof country === 'string' ? country : (country?.code ?? country?.name ?? null);
  return JSON.stringify([code, network.id ?? null, network.provider?.id ?? null]);
}

/** Structural equality of two JSON answers (key order ignored). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameAnswer((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * What the fresh answers change for a start made from `stale` with the stored token. `facts` are the sign-in
 * facts of this visit with the fresh network's auto-auth URL and guest flag already filled in.
 */
export function reconcileStart(stale: StartAnswers, fresh: StartAnswers, facts: AuthFacts): Reconciled {
  const plan = planAuth(facts);
  if (plan.kind !== 'stored-token') return { kind: 'restart-session', plan: plan.kind };
  const reasons: Array<'region' | 'configuration' | 'resources'> = [];
  if (regionOf(stale.network) !== regionOf(fresh.network)) reasons.push('region');
  if (!sameAnswer(stale.configuration, fresh.configuration)) reasons.push('configuration');
  if (!sameAnswer(stale.resources, fresh.resources)) reasons.push('resources');
  if (reasons.length === 0 && sameAnswer(stale.network, fresh.network)) return { kind: 'same' };
  return {
    kind: 'update',
    restartPlayer: reasons.includes('region') || reasons.includes('configuration'),
    reasons,
  };
}
