/**
 * 000 §6: refilling the balance and linking a card pass the pay check (the parental PIN, when the device's
 * settings ask it for payments) first. `guarded(action)` runs the action at once or after the PIN; `pin`
 * is the PIN dialog to render while it is asked. The approval the PIN answers is kept by the dialog
 * (parental/approval-store.ts).
 */
import { useState } from 'react';
import { PayPinDialog } from '../packets/PayPinDialog';
import { useSession } from '../session/context';
import { payNeedsPin, useDeviceParentalSettings } from './pay-gate';

export function usePayGuard() {
  const session = useSession();
  const [afterPin, setAfterPin] = useState<(() => void) | null>(null);
  const paySettings = useDeviceParentalSettings();
  const guarded = (action: () => void) => {
    void paySettings().then((settings) => {
      if (payNeedsPin(session, settings, Date.now())) setAfterPin(() => action);
      else action();
    });
  };
  const pin = afterPin ? (
    <PayPinDialog
      onPassed={() => {
        setAfterPin(null);
        afterPin();
      }}
      onClose={() => setAfterPin(null)}
    />
  ) : null;
  return { guarded, pin, asking: afterPin !== null };
}
