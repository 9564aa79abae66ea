import { isAdultAge } from './age';

describe('adult age (001 §5)', () => {
  it.each([
    [undefined, false, true],
    [null, false, true],
    [Number.NaN, false, true],
    [18, false, true],
    [16, false, false],
    [16, true, true],
    [12, true, false],
    [13, true, true],
  ])('age %s, child profile %s → adult %s', (age, child, adult) => {
    expect(isAdultAge(age, child)).toBe(adult);
  });
});
