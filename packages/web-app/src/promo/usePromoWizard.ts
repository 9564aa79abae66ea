/**
 * The promo wizard's flow (000 §4 Promo code): check the code (the card condition waived), confirm when
 * is_need_confirm, fetch the key's info, then a paid code goes to the card step (activate with the
 * linked card, or link one on the provider's page and wait for it), and any other code is activated.
 * Activation waits until the packets show among the subscriptions, then the caches reload (§4 after
 * payment). A refused code shows the server's message on step 1 and logs activate_fail (§8).
 * The button's lock (useCodeLock), the one wait at a time (useWizardWait) and the card step (useCardLink)
 * are hooks of their own.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../api/errors';
import { createBillingEndpoints } from '../billing/endpoints';
import { useReloadAfterPurchase } from '../packets/usePacketsApi';
import { useSession } from '../session/context';
import { clearCardLink, tabStore } from './card-link-store';
import { createPromoEndpoints } from './endpoints';
import { ACTIVATION_WAIT_MS, promoCodeInput, promoCodeProblem } from './policies';
import { pollUntil } from './poll';
import type { CheckedKey } from './schemas';
import { useCardLink } from './useCardLink';
import { useCodeLock } from './useCodeLock';
import { useWizardWait } from './useWizardWait';
import { cardToUse, START, type WizardState } from './wizard-state';

const refusedByServer = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.kind === 'http' && (e.status === 400 || e.status === 404);

export function usePromoWizard(initialCode: string, networkError: string) {
  const session = useSession();
  const reload = useReloadAfterPurchase();
  const api = session.api;
  const promo = useMemo(() => (api ? createPromoEndpoints(api) : null), [api]);
  const billing = useMemo(() => (api ? createBillingEndpoints(api) : null), [api]);
  const [code, setCodeRaw] = useState(() => promoCodeInput(initialCode));
  const [state, setState] = useState<WizardState>(session.isGuest ? { step: 2 } : START);
  const [busy, setBusy] = useState(false);
  const lock = useCodeLock();
  const wait = useWizardWait();
  useEffect(
    () => setState((s) => (session.isGuest ? { step: 2 } : s.step === 2 ? START : s)),
    [session.isGuest],
  );

  const fail = useCallback(
    (key: string, error: unknown) => {
      const message = error instanceof ApiError && error.kind === 'http' ? error.message : networkError;
      if (refusedByServer(error)) void promo?.logActivateFail(key, error.message);
      setState({ step: 1, error: message });
    },
    [promo, networkError],
  );

  const activate = useCallback(
    async (key: string) => {
      if (!promo) return;
      const result = await promo.activate(key);
      const wanted = result.packets.map((p) => p.id);
      await pollUntil(
        async () => ((await promo.currentPacketIds()).some((id) => wanted.includes(id)) ? true : null),
        { hasTransaction: false, limitMs: ACTIVATION_WAIT_MS, signal: wait.next() },
      );
      await reload();
      setState({ step: 4, result });
    },
    [promo, reload, wait.next],
  );

  const run = useCallback(
    async (key: string, task: () => Promise<void>) => {
      setBusy(true);
      try {
        await task();
      } catch (error) {
        // A cancelled wait is the viewer's choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) fail(key, error);
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  /** §4 steps 3–5: the key's info, then the card step for a paid code, else activation. */
  const proceed = useCallback(
    async (checked: CheckedKey) => {
      if (!promo || !billing) return;
      const info = { ...checked, ...(await promo.info(checked.id)) };
      if (!info.is_paid) return activate(code.trim());
      const card = cardToUse(await billing.cards());
      setState({ step: 3, promo: info, phase: 'choose', card, failure: null });
    },
    [promo, billing, activate, code],
  );

  const { linkCard } = useCardLink({ billing, code, activate, run, nextWait: wait.next, setState });

  return {
    state,
    code,
    busy,
    locked: lock.locked,
    lockSeconds: lock.lockSeconds,
    setCode: (raw: string) => setCodeRaw(promoCodeInput(raw)),
    submit: () => {
      const key = code.trim();
      if (!promo || promoCodeProblem(key) !== null || lock.lockedNow()) return;
      lock.lock();
      void run(key, async () => {
        const checked = await promo.check(key);
        if (checked.is_need_confirm) setState({ step: 'confirm', promo: checked });
        else await proceed(checked);
      });
    },
    confirm: (checked: CheckedKey) => void run(code.trim(), () => proceed(checked)),
    back: () => {
      wait.cancel();
      clearCardLink(tabStore());
      setState(START);
    },
    activateWithCard: () => void run(code.trim(), () => activate(code.trim())),
    linkCard,
    signIn: () => session.askSignIn({ kind: 'page', to: `/promo?code=${encodeURIComponent(code.trim())}` }),
  };
}
