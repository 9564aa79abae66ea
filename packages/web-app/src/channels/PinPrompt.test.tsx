import { checkPin } from './PinPrompt';

describe('checkPin (000 §5)', () => {
  it('accepts the exact parental code, string or number', () => {
    expect(checkPin('1234', '1234')).toBe('ok');
    expect(checkPin('0042', '0042')).toBe('ok');
    expect(checkPin('1234', 1234)).toBe('ok');
  });

  it('refuses a wrong code and says when no code is set', () => {
    expect(checkPin('0000', '1234')).toBe('wrong');
    expect(checkPin('1234', null)).toBe('no-code');
    expect(checkPin('1234', '')).toBe('no-code');
  });
});
