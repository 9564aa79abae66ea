import { type PinSetupEvent, type PinSetupState, pinSetupReducer, startPinSetup } from './pin-setup';

const run = (state: PinSetupState, ...events: PinSetupEvent[]) => events.reduce(pinSetupReducer, state);
const enter = (pin: string): PinSetupEvent => ({ type: 'entered', pin });

describe('pinSetupReducer (000 §4 Setting the PIN)', () => {
  it('new → repeat → saving → done on a matching repeat', () => {
    const s = run(startPinSetup(false), enter('1234'), enter('1234'));
    expect(s).toMatchObject({ step: 'saving', first: '1234', error: null });
    expect(pinSetupReducer(s, { type: 'saved' }).step).toBe('done');
  });

  it('a different repeat says parental_set_not_equal and starts over', () => {
    expect(run(startPinSetup(false), enter('1234'), enter('4321'))).toEqual({
      step: 'new',
      old: '',
      first: '',
      error: 'parental_set_not_equal',
    });
  });

  it('ignores an incomplete or non-digit entry', () => {
    expect(run(startPinSetup(false), enter('123')).step).toBe('new');
    expect(run(startPinSetup(false), enter('12a4')).step).toBe('new');
  });

  it('back from the repeat returns to step 1; back at step 1 stays', () => {
    expect(run(startPinSetup(false), enter('1234'), { type: 'back' })).toMatchObject({
      step: 'new',
      first: '',
    });
    expect(run(startPinSetup(false), { type: 'back' }).step).toBe('new');
  });

  it('changing asks the old PIN first, and back returns to it', () => {
    const s = run(startPinSetup(true), enter('1111'));
    expect(s).toMatchObject({ step: 'new', old: '1111' });
    expect(pinSetupReducer(s, { type: 'back' })).toMatchObject({ step: 'old', old: '' });
  });

  it('a refused save returns to the old PIN when changing, else to the new one', () => {
    const changing = run(startPinSetup(true), enter('1111'), enter('2222'), enter('2222'));
    expect(pinSetupReducer(changing, { type: 'save-failed', error: 'error_wrong_code' })).toMatchObject({
      step: 'old',
      error: 'error_wrong_code',
    });
    const setting = run(startPinSetup(false), enter('2222'), enter('2222'));
    expect(pinSetupReducer(setting, { type: 'save-failed', error: 'x' })).toMatchObject({
      step: 'new',
      error: 'x',
    });
  });

  it('saved outside saving changes nothing', () => {
    const s = startPinSetup(false);
    expect(pinSetupReducer(s, { type: 'saved' })).toBe(s);
  });
});
