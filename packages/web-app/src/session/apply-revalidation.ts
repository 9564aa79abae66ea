/**
 * Why (issue 38): a start made from stored answers (startup.ts, warm start) is ready before the fresh network
 * information, configuration and resources are in. When they arrive, the session takes them and acts on what
 * reconcile.ts found: a region block ends the visit on /geo_lock (the player goes with the page), a start that
 * must sign in another way runs again, a changed region or configuration restarts the player (its stream was
 * asked under the old ones), anything else is only taken. Calls that fail leave the stored answers in place.
 */
import type { Configuration, Network } from '../api/schemas';
import type { Revalidation } from './startup';

export interface RevalidationHandlers {
  update(network: Network, configuration: Configuration): void;
  restartPlayer(): void;
  restartSession(): void;
  regionBlocked(block: { message: string; country: string | null; ip: string | null }): void;
  log(message: string, error?: unknown): void;
}

export function applyRevalidation(revalidation: Revalidation, on: RevalidationHandlers): void {
  switch (revalidation.state) {
    case 'region-blocked':
      on.regionBlocked({ message: revalidation.message, country: revalidation.country, ip: revalidation.ip });
      return;
    case 'unavailable':
      on.log('[onair] the fresh start-up calls failed; the stored answers stay', revalidation.error);
      return;
    case 'reconciled': {
      const { reconciled } = revalidation;
      if (reconciled.kind === 'same') return;
      if (reconciled.kind === 'restart-session') {
        on.restartSession();
        return;
      }
      on.update(revalidation.network, revalidation.configuration);
      if (reconciled.restartPlayer) on.restartPlayer();
    }
  }
}
