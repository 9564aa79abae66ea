/**
 * The parental check where a page or the player asks for it (000 §4 Parental PIN, §6): it first asks the
 * gating table (parental/gating.ts) — device switches, the server's approval held for this action, the
 * account's status — and only then shows the 4-digit entry. The PIN is verified by the server, whose
 * approval for the action is kept (parental/approval-store.ts) for as long as it said, across reloads,
 * and sent with the change that needs it. `always` asks even when the table would not: the server has
 * just refused a change without an approval. No PIN yet: the viewer sets one here. A guest is told to
 * sign in.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { openModal } from '../modals/modal-url';
import { parentalApprovals } from '../parental/approval-store';
import { decideGate, type GateDecision, type GateInput, type ParentalCheck } from '../parental/gating';
import { PinEntry } from '../parental/PinEntry';
import { PinSetupForm } from '../parental/PinSetupForm';
import { pinFlag } from '../parental/pin-flag';
import { lastCompletedTransaction } from '../parental/recent-transaction';
import { SendPinLink } from '../parental/SendPinLink';
import { useAccountT } from '../parental/useAccountT';
import { useParentalState } from '../parental/useParentalState';
import { createPinVerifier, type PinVerdict, verdictMessage } from '../parental/verify';
import { decideViewing } from '../parental/viewing-gate';
import { useSession } from '../session/context';
import './pin-prompt.css';

export function PinPrompt({
  title,
  onSuccess,
  action = 'channel',
  always = false,
  restricted = true,
}: {
  title: string;
  onSuccess: () => void;
  action?: ParentalCheck;
  always?: boolean;
  /** The item is adult (or an adult profile): false for one asked only because a device switch is on. */
  restricted?: boolean;
}) {
  const { t, ready } = useAccountT();
  const navigate = useNavigate();
  const session = useSession();
  const parental = useParentalState();
  const verify = useMemo(() => (session.api ? createPinVerifier(session.api) : null), [session.api]);
  const [busy, setBusy] = useState(false);
  // 000 §4 save-for-time: offered for a channel, programme or film while this device remembers a PIN for
  // less than 30 minutes (0 is "always": nothing to add); the device's last choice is the default.
  const duration = parental.settings?.duration ?? 0;
  const offerSaveForTime =
    (action === 'channel' || action === 'program' || action === 'vod') && duration > 0 && duration < 30;
  const [saveForTime, setSaveForTime] = useState<boolean | null>(null);
  const savedForTime = saveForTime ?? parental.currentDevice?.settings?.parentalChannels === '30';
  const [verdict, setVerdict] = useState<PinVerdict | null>(null);
  const passed = useRef(false);
  const pass = () => {
    if (passed.current) return;
    passed.current = true;
    // The player that starts now asks the same check: it is let through for a moment (000 §9).
    pinFlag.raise(action);
    onSuccess();
  };

  const approvals = parentalApprovals();
  const gate = (): GateDecision => {
    const input: GateInput = {
      action,
      settings: parental.settings,
      status: parental.status,
      isGuest: session.isGuest,
      childProfile: session.childProfile,
      restricted,
      approvedUntil: always ? null : approvals.until(parental.userId, action),
      lastTransactionAt: lastCompletedTransaction(),
      embedIgnores: false,
      now: Date.now(),
    };
    return action === 'channel' || action === 'program' || action === 'vod'
      ? decideViewing({ ...input, action })
      : decideGate(input);
  };
  const decided = parental.loading ? null : gate();
  const decision = always && decided === 'allow' ? 'ask-pin' : decided;
  // biome-ignore lint/correctness/useExhaustiveDependencies: passes once when the table says no PIN is needed.
  useEffect(() => {
    if (decision === 'allow') pass();
  }, [decision]);

  const submit = async (code: string) => {
    if (!verify) return;
    setBusy(true);
    const answer = await verify(code, action, offerSaveForTime ? savedForTime : undefined);
    setBusy(false);
    if (answer.kind === 'ok') {
      if (answer.approval && parental.userId !== null) approvals.keep(parental.userId, answer.approval);
      pass();
    } else setVerdict(answer);
  };
  const message = verdict ? verdictMessage(verdict) : null;

  if (!ready || decision === null || decision === 'allow') {
    return (
      <section className="pin-prompt" aria-busy="true" data-testid="pin-prompt-loading">
        <span className="spinner__ring" aria-hidden="true" />
      </section>
    );
  }
  return (
    <section className="pin-prompt" aria-label={title} data-testid="pin-prompt">
      <h2>{title}</h2>
      {decision === 'sign-in' ? (
        <>
          <p className="muted">{t('pin_sign_in_first')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openModal(navigate, 'auth')}
          >
            {t('sign_in')}
          </button>
        </>
      ) : decision === 'set-pin' ? (
        <PinSetupForm changing={false} onDone={pass} />
      ) : (
        <>
          {/* Before the entry: it submits itself at the fourth digit. */}
          {offerSaveForTime && (
            <label className="checkbox pin-prompt__save">
              <input
                type="checkbox"
                checked={savedForTime}
                onChange={(event) => setSaveForTime(event.target.checked)}
              />
              {t('pin_save_for_time')}
            </label>
          )}
          <PinEntry
            label={t('pin_prompt_text')}
            submitLabel={t('continue')}
            busy={
              busy || verdict?.kind === 'locked' || (verdict?.kind === 'wrong' && verdict.attemptsLeft === 0)
            }
            error={message ? t(message.key, message.values ?? {}) : null}
            onTyping={() => verdict?.kind === 'wrong' && setVerdict(null)}
            onSubmit={(code) => void submit(code)}
          />
          {verdict && verdict.kind !== 'ok' && <SendPinLink />}
        </>
      )}
    </section>
  );
}
