import { phoneDigits, phoneLength, phoneProblem } from './phone';

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
