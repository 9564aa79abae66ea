/**
 * A paid promo code's card step (000 §4 Promo code, issue 18): link a card on the provider's page, keep the
 * link's transaction in the tab (card-link-store.ts) so a return from that page, or a reload while it
 * settles, resumes the wait, then activate the code once the link completes — or say why it failed (the
 * provider's reason, or a timeout when no answer came within the wait).
 */
import { useCallback, useEffect } from 'react';
import type { createBillingEndpoints } from '../billing/endpoints';
import { paysystemShortname, transactionOf } from '../billing/schemas';
import { createPacketEndpoints } from '../packets/endpoints';
import { useSession } from '../session/context';
import { clearCardLink, readCardLink, tabStore, writeCardLink } from './card-link-store';
import { CARD_LINK_WAIT_MS } from './policies';
import { pollUntil } from './poll';
import { type CheckedKey, promoAmount } from './schemas';
import type { WizardState } from './wizard-state';

export interface CardLinkDeps {
  billing: ReturnType<typeof createBillingEndpoints> | null;
  /** The code as typed: a return from the provider's page resumes only the link of this code. */
  code: string;
  activate(key: string): Promise<void>;
  run(key: string, task: () => Promise<void>): Promise<void>;
  nextWait(): AbortSignal;
  setState(state: WizardState): void;
}

export function useCardLink({ billing, code, activate, run, nextWait, setState }: CardLinkDeps) {
  const session = useSession();
  const api = session.api;

  const waitForCard = useCallback(
    async (key: string, transactionId: string) => {
      if (!billing) return;
      setState({ step: 3, promo: null, phase: 'pending', card: null, failure: null });
      const tx = await pollUntil(
        async (signal) => {
          const t = await billing.transaction(transactionId, signal);
          return t.status === 'complete' || t.status === 'error' ? t : null;
        },
        { hasTransaction: true, limitMs: CARD_LINK_WAIT_MS, signal: nextWait() },
      );
      clearCardLink(tabStore());
      if (tx?.status !== 'complete') {
        setState({
          step: 3,
          promo: null,
          phase: 'failed',
          card: null,
          // No answer within the wait is a timeout; the provider's reason otherwise.
          failure: { reason: tx ? (tx.reason ?? null) : 'timeout', text: tx?.status_description ?? null },
        });
        return;
      }
      await activate(key);
    },
    [billing, activate, nextWait, setState],
  );

  // Back from the provider's page (or a reload while it settles): resume the card link's check. Once
  // per page: a code typed later is a new attempt, not a return, so the code is not a dependency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (session.isGuest || !billing) return;
    const pending = readCardLink(tabStore(), code.trim().toUpperCase(), Date.now());
    if (pending) void run(pending.code, () => waitForCard(pending.code, pending.transactionId));
  }, [session.isGuest, billing]);

  /** Starts a card link on the provider's page (or waits here when the provider needs no page). */
  const linkCard = (checked: CheckedKey) =>
    void run(code.trim(), async () => {
      if (!billing || !api) return;
      const [account] = await createPacketEndpoints(api).accounts();
      const paysystem = (await billing.payforms()).find((p) =>
        p.payforms?.some((f) => f.shortname === 'linkedcard'),
      );
      const key = code.trim().toUpperCase();
      const started = transactionOf(
        await billing.linkCard({
          paysystem_shortname: paysystem ? paysystemShortname(paysystem) : 'demo_card',
          account_id: account?.id ?? 0,
          amount: promoAmount(checked),
          needed_refund: checked.needed_refund ?? true,
          // The language travels with the return: the provider's page comes back to a fresh start.
          return_url: `${window.location.origin}/promo?code=${encodeURIComponent(key)}&lang=${encodeURIComponent(session.language)}`,
          lang: session.language,
        }),
      );
      writeCardLink(tabStore(), { code: key, transactionId: started.transactionId, startedAt: Date.now() });
      if (started.fullUrl) window.location.assign(started.fullUrl);
      else await waitForCard(key, started.transactionId);
    });

  return { linkCard };
}
