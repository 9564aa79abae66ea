/**
 * 000 §6 parental check, action pay: the PIN is checked by the server (issue 16's verifier and entry), and
 * the approval it answers is kept for every place that pays (billing/pay-gate.ts).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/Dialog';
import { parentalApprovals } from '../parental/approval-store';
import { PinEntry } from '../parental/PinEntry';
import { useAccountT } from '../parental/useAccountT';
import { createPinVerifier, verdictMessage } from '../parental/verify';
import { useSession } from '../session/context';

export function PayPinDialog({
  onPassed,
  onClose,
  title,
}: {
  onPassed: () => void;
  /** Null: no close control (a modal opened with hideClose). */
  onClose: (() => void) | null;
  /** Another check than payment (the #pincode modal): its own title. */
  title?: string;
}) {
  const { t } = useTranslation('packets');
  const { t: ta } = useAccountT();
  const { api, user } = useSession();
  const verify = useMemo(() => (api ? createPinVerifier(api) : null), [api]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(pin: string) {
    if (!verify) return;
    setBusy(true);
    const verdict = await verify(pin, 'pay');
    setBusy(false);
    if (verdict.kind === 'ok') {
      if (verdict.approval && user) parentalApprovals().keep(user.id, verdict.approval);
      return onPassed();
    }
    const message = verdictMessage(verdict);
    setError(message ? ta(message.key, message.values ?? {}) : null);
  }

  return (
    <Dialog title={title ?? t('pin_title')} onClose={onClose}>
      <PinEntry
        label={t('pin_label')}
        submitLabel={t('pin_continue')}
        busy={busy}
        error={error}
        onSubmit={(pin) => void submit(pin)}
        onTyping={() => setError(null)}
        testId="pay-pin"
      />
    </Dialog>
  );
}
