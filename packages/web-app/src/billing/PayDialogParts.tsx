/** Pieces every payment dialog shares: the money button, the refusal line and Cancel. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayMoney } from './usePayMoney';

/** A refusal stays in the dialog with the server's words (nothing changed). */
export function PayError({ pay }: { pay: PayMoney }) {
  if (!pay.error) return null;
  return (
    <p className="pay-dialog__error" role="alert">
      {pay.error}
    </p>
  );
}

export function CancelButton({ pay }: { pay: PayMoney }) {
  const { t } = useTranslation('billing');
  return (
    <button type="button" className="button" onClick={pay.close}>
      {t('cancel')}
    </button>
  );
}

/** The primary money button: disabled while its call runs, so a double click pays once. */
export function PayButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void onClick()}
    >
      {children}
    </button>
  );
}

/** The money button with Cancel beside it, as most payment dialogs end. */
export function PayActions({
  pay,
  onPay,
  children,
}: {
  pay: PayMoney;
  onPay: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <div className="modal__actions pay-dialog__actions">
      <PayButton busy={pay.busy} onClick={onPay}>
        {children}
      </PayButton>
      <CancelButton pay={pay} />
    </div>
  );
}

/** A dialog that only informs ends with one Close. */
export function CloseActions({ pay }: { pay: PayMoney }) {
  const { t } = useTranslation('billing');
  return (
    <div className="modal__actions">
      <button type="button" className="button button--primary" onClick={pay.close}>
        {t('close')}
      </button>
    </div>
  );
}
