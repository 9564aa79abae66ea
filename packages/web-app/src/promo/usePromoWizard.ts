/**
 * The promo wizard's flow (000 §4 Promo code): check the code (the card condition waived), confirm when
 * is_need_confirm, fetch the key's info, then a paid code goes to the card step (activate with the
 * linked card, or link one on the provider's page and wait for it), and any other code is activated.
 * Activation waits until the packets show among the subscriptions, then the caches reload (§4 after
 * payment). A refused code shows the server's message on step 1 and logs activate_fail (§8).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/errors';
import { createBillingEndpoints } from '../billing/endpoints';
import { paysystemShortname, transactionOf } from '../billing/schemas';
import { createPacketEndpoints } from '../packets/endpoints';
import { useReloadAfterPurchase } from '../packets/usePacketsApi';
import { useSession } from '../session/context';
import { clearCardLink, readCardLink, tabStore, writeCardLink } from './card-link-store';
import { createPromoEndpoints } from './endpoints';
import {
  ACTIVATION_WAIT_MS,
  CARD_LINK_WAIT_MS,
  isLocked,
  lockedUntil,
  promoCodeInput,
  promoCodeProblem,
} from './policies';
import { pollUntil } from './poll';
import { type CheckedKey, promoAmount } from './schemas';
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
  const [lockUntil, setLockUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const poll = useRef<AbortController | null>(null);

  // The lock's countdown: one re-render a second until it ends.
  useEffect(() => {
    if (lockUntil === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= lockUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [lockUntil]);
  useEffect(() => () => poll.current?.abort(), []);
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

  const newPoll = useCallback(() => {
    poll.current?.abort();
    poll.current = new AbortController();
    return poll.current.signal;
  }, []);

  const activate = useCallback(
    async (key: string) => {
      if (!promo) return;
      const result = await promo.activate(key);
      const wanted = result.packets.map((p) => p.id);
      await pollUntil(
        async () => ((await promo.currentPacketIds()).some((id) => wanted.includes(id)) ? true : null),
        { hasTransaction: false, limitMs: ACTIVATION_WAIT_MS, signal: newPoll() },
      );
      await reload();
      setState({ step: 4, result });
    },
    [promo, reload, newPoll],
  );

  const waitForCard = useCallback(
    async (key: string, transactionId: string) => {
      if (!billing) return;
      setState({ step: 3, promo: null, phase: 'pending', card: null, failure: null });
      const tx = await pollUntil(
        async (signal) => {
          const t = await billing.transaction(transactionId, signal);
          return t.status === 'complete' || t.status === 'error' ? t : null;
        },
        { hasTransaction: true, limitMs: CARD_LINK_WAIT_MS, signal: newPoll() },
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
    [billing, activate, newPoll],
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

  // Back from the provider's page (or a reload while it settles): resume the card link's check. Once
  // per page: a code typed later is a new attempt, not a return, so the code is not a dependency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (session.isGuest || !billing) return;
    const pending = readCardLink(tabStore(), code.trim().toUpperCase(), Date.now());
    if (pending) void run(pending.code, () => waitForCard(pending.code, pending.transactionId));
  }, [session.isGuest, billing]);

  return {
    state,
    code,
    busy,
    locked: isLocked(lockUntil, now),
    lockSeconds: lockUntil === null ? 0 : Math.max(0, Math.ceil((lockUntil - now) / 1000)),
    setCode: (raw: string) => setCodeRaw(promoCodeInput(raw)),
    submit: () => {
      const key = code.trim();
      if (!promo || promoCodeProblem(key) !== null || isLocked(lockUntil, Date.now())) return;
      const at = Date.now();
      setLockUntil(lockedUntil(at));
      setNow(at);
      void run(key, async () => {
        const checked = await promo.check(key);
        if (checked.is_need_confirm) setState({ step: 'confirm', promo: checked });
        else await proceed(checked);
      });
    },
    confirm: (checked: CheckedKey) => void run(code.trim(), () => proceed(checked)),
    back: () => {
      poll.current?.abort();
      clearCardLink(tabStore());
      setState(START);
    },
    activateWithCard: () => void run(code.trim(), () => activate(code.trim())),
    linkCard: (checked: CheckedKey) =>
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
      }),
    signIn: () => session.askSignIn({ kind: 'page', to: `/promo?code=${encodeURIComponent(code.trim())}` }),
  };
}
