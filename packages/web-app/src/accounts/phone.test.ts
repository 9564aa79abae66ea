import { phoneDigits, phoneLength, phoneLengthFor, phoneProblem } from './phone';

describe('phoneLength (000 §5: the count of * and digits in the mask, default 11)', () => {
  it.each([
    [null, 11],
    [undefined, 11],
    ['', 11],
    ['+7 (***) ***-**-**', 11],
    ['+998 ** ***-**-**', 12],
    ['(***) ***', 6],
    ['no stars', 11],
  ])('%s → %i', (mask, length) => {
    expect(phoneLength(mask)).toBe(length);
  });
});

describe('phoneDigits', () => {
  it.each([
    ['+7 (912) 345-67-89', '79123456789'],
    ['79123456789', '79123456789'],
    ['7.912.345', '7912345'],
    ['', ''],
    ['7912abc', null],
    ['７９１', null],
  ])('%s → %s', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });
});

describe('phoneProblem', () => {
  it.each([
    ['', 11, 'required'],
    ['   ', 11, 'required'],
    ['7912345678', 11, 'error_wrong_phone'],
    ['791234567890', 11, 'error_wrong_phone'],
    ['7912345678a', 11, 'error_wrong_phone'],
    ['+7 (912) 345-67-89', 11, null],
    ['912345678', 9, null],
  ] as const)('%j with %i digits → %s', (input, length, problem) => {
    expect(phoneProblem(input, length)).toBe(problem);
  });
});

describe('phoneLengthFor (000 §5: one provider takes 9 digits when the number does not start with 7)', () => {
  it.each([
    ['912345678', 11, 9, 9],
    ['79123456789', 11, 9, 11],
    ['7', 11, 9, 11],
    ['', 11, 9, 11],
    ['912345678', 11, null, 11],
    ['912345678', 12, null, 12],
  ])('%s with mask %i and local %s → %i', (digits, mask, local, length) => {
    expect(phoneLengthFor(digits, mask, local)).toBe(length);
  });
});
