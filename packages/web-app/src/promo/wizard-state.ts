/**
 * The promo wizard's steps (000 §2 Promo page): 1 enter the code (or its error), 2 sign in first,
 * 3 a paid code's card, 4 success. Confirming a code that asks for it (§4 step 2) happens between 1 and
 * 3/4 and is shown as part of step 1's form.
 */
import type { Card } from '../billing/schemas';
import type { Activation, CheckedKey } from './schemas';

export type CardPhase = 'choose' | 'pending' | 'failed';

export type WizardState =
  | { step: 1; error: string | null }
  | { step: 2 }
  | { step: 'confirm'; promo: CheckedKey }
  | {
      step: 3;
      promo: CheckedKey | null;
      phase: CardPhase;
      card: Card | null;
      /** Why the card link failed: the provider's reason (said in the viewer's words) and its own text. */
      failure: { reason: string | null; text: string | null } | null;
    }
  | { step: 4; result: Activation };

export const START: WizardState = { step: 1, error: null };

/** The number shown as "step N of 4" (the confirm screen belongs to step 1). */
export const stepNumber = (state: WizardState): 1 | 2 | 3 | 4 => (state.step === 'confirm' ? 1 : state.step);

/** The primary card, else the first: the card a paid code is activated with (§4 "card mode"). */
export function cardToUse(cards: readonly Card[]): Card | null {
  return cards.find((c) => c.is_primary) ?? cards[0] ?? null;
}

/** The provider's reasons the wizard says in the viewer's language; another shows the provider's text. */
export const CARD_FAILURE_REASONS = [
  'cancelled',
  'declined',
  'insufficient_funds',
  'expired',
  'timeout',
] as const;

export function failureKey(reason: string | null): `reason_${(typeof CARD_FAILURE_REASONS)[number]}` | null {
  return (CARD_FAILURE_REASONS as readonly string[]).includes(reason ?? '')
    ? (`reason_${reason}` as `reason_${(typeof CARD_FAILURE_REASONS)[number]}`)
    : null;
}
