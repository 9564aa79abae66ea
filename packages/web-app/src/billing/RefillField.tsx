/**
 * The refill amount field (000 §5) of the Payment tab and the refill modal: its label in the currency, the
 * input, and the "invalid amount" message after `children` (the tab puts its button between them).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefillFieldState } from './useRefill';

export function RefillField({
  field,
  currency,
  children,
}: {
  field: RefillFieldState;
  currency: string | null | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('billing', { useSuspense: false });
  return (
    <>
      <label className="pay-dialog__field">
        {t('refill_label', { currency: currency ?? '' })}
        <input
          inputMode="decimal"
          value={field.amount}
          aria-invalid={field.invalid}
          onChange={(e) => field.change(e.target.value)}
        />
      </label>
      {children}
      {field.invalid && (
        <p className="pay-dialog__error" role="alert">
          {t('refill_invalid')}
        </p>
      )}
    </>
  );
}
