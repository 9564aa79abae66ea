/**
 * Why: 000 §5 — the phone must be digits only and exactly as long as the provider's mask (the count of
 * `*` and digits in `provider.phone_mask`, 11 when there is none); an empty field says 'Required', any
 * other wrong length `error_wrong_phone`. Viewers type spaces, brackets, dashes and a leading `+`, so
 * those are dropped before counting; letters are not silently dropped — they make the number wrong.
 */
export const DEFAULT_PHONE_LENGTH = 11;

export type PhoneProblem = 'required' | 'error_wrong_phone';

/** How many digits the provider's mask asks for: every `*` and digit in it counts. */
export function phoneLength(mask: string | null | undefined): number {
  if (!mask) return DEFAULT_PHONE_LENGTH;
  const count = (mask.match(/[*\d]/g) ?? []).length;
  return count > 0 ? count : DEFAULT_PHONE_LENGTH;
}

/** The digits the viewer typed, with the usual separators removed; null when anything else is in it. */
export function phoneDigits(input: string): string | null {
  const stripped = input.replace(/[\s()+\-.]/g, '');
  return /^\d*$/.test(stripped) ? stripped : null;
}

/**
 * 000 §5: one provider also takes local numbers — `provider.phone_local_length` digits (9) for a number
 * that does not start with 7; any other number keeps the mask's length.
 */
export function phoneLengthFor(digits: string, maskLength: number, localLength: number | null): number {
  return localLength !== null && digits !== '' && !digits.startsWith('7') ? localLength : maskLength;
}

export function phoneProblem(input: string, expectedLength: number): PhoneProblem | null {
  if (input.trim() === '') return 'required';
  const digits = phoneDigits(input);
  if (digits === null || digits.length !== expectedLength) return 'error_wrong_phone';
  return null;
}
