/**
 * A refill of the balance (000 §5), the same from the Payment tab and from a deep link's refill modal: the
 * amount typed, whether it is valid, and the submit that passes the pay check (000 §6: the parental PIN,
 * when asked for payments) before the payment flow starts. The flow's dialogs come with it (`pay`), and so
 * does the guard, which a screen may share with its other money actions (linking a card).
 */
import { useState } from 'react';
import { usePayGuard } from './usePayGuard';
import { usePayMoney } from './usePayMoney';

/** 000 §5: a refill is a positive amount with at most two decimals. */
function refillAmount(text: string): number | null {
  const value = Number(text.replace(',', '.').trim());
  if (!Number.isFinite(value) || value <= 0 || Math.round(value * 100) !== value * 100) return null;
  return value;
}

/** The refill amount field's state: what `RefillField` shows and changes. */
export interface RefillFieldState {
  amount: string;
  invalid: boolean;
  change(text: string): void;
}

/** `returnPath`: where the provider's page sends the viewer back after paying. */
export function useRefill(returnPath: string) {
  const pay = usePayMoney();
  const guard = usePayGuard();
  const [amount, setAmount] = useState('500');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field: RefillFieldState = {
    amount,
    invalid,
    change: (text) => {
      setAmount(text);
      setInvalid(false);
    },
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = refillAmount(amount);
    setInvalid(value === null);
    if (value === null) return;
    guard.guarded(
      () =>
        void pay
          .pay({ source: 'refill', amount: value, packetId: null, playPath: null, returnPath })
          .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error))),
    );
  }

  return { pay, guard, field, submit, failure, setFailure };
}
