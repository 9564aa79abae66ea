// The demo provider's test cards (README "Test cards"): what a number does is fixed, so browser tests
// and people trying the demo can pick an outcome. Pure: the clock is passed in for the expiry check.

export type CardBehaviour = 'pays' | 'no_funds' | 'confirms';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'pays',
  '4000000000009995': 'no_funds',
  '4000000000003220': 'confirms',
};

/** The 3-D Secure-like step's code for the `confirms` card (shown on its page: it is a demo). */
export const CONFIRMATION_CODE = '1234';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblem = 'number' | 'unknown_card' | 'expiry' | 'expired' | 'cvc';

export interface CheckedCard {
  last4: string;
  behaviour: CardBehaviour;
}

const digits = (s: string) => s.replace(/[\s-]/g, '');

export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Field problems in page order; none → the card and what it will do. */
export function checkCard(input: CardInput, now: number): { problems: CardProblem[]; card?: CheckedCard } {
  const problems: CardProblem[] = [];
  const number = digits(input.number);
  const valid = /^\d{13,19}$/.test(number) && luhn(number);
  const behaviour = TEST_CARDS[number];
  if (!valid) problems.push('number');
  else if (!behaviour) problems.push('unknown_card');
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) problems.push('expiry');
  else {
    const month = Number(expiry[1]);
    const year = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
    const at = new Date(now);
    if (month < 1 || month > 12) problems.push('expiry');
    else if (year * 12 + month < at.getUTCFullYear() * 12 + at.getUTCMonth() + 1) problems.push('expired');
  }
  if (!/^\d{3}$/.test(input.cvc.trim())) problems.push('cvc');
  if (problems.length > 0 || !behaviour) return { problems };
  return { problems, card: { last4: number.slice(-4), behaviour } };
}
