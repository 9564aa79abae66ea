/**
 * Why (000 §2 Parental PIN dialogs, §4 Setting the PIN, §5 PIN): setting or changing the PIN is a small
 * state machine — (old PIN when changing) → new PIN → repeat → saved — whose moves depend only on what was
 * typed. Pure, so every path (back, mismatch, completion) is table-tested; the dialog only renders it.
 */
import { PIN_LENGTH } from '../constants';

export type PinSetupStep = 'old' | 'new' | 'repeat' | 'saving' | 'done';

export interface PinSetupState {
  step: PinSetupStep;
  /** The old PIN (changing only), checked by the server when saving. */
  old: string;
  first: string;
  /** An i18n key of the message under the field. */
  error: string | null;
}

export type PinSetupEvent =
  | { type: 'entered'; pin: string }
  | { type: 'back' }
  | { type: 'saved' }
  | { type: 'save-failed'; error: string };

export function startPinSetup(changing: boolean): PinSetupState {
  return { step: changing ? 'old' : 'new', old: '', first: '', error: null };
}

export const isFullPin = (pin: string): boolean => pin.length === PIN_LENGTH && /^\d+$/.test(pin);

export function pinSetupReducer(state: PinSetupState, event: PinSetupEvent): PinSetupState {
  switch (event.type) {
    case 'entered':
      if (!isFullPin(event.pin)) return state;
      if (state.step === 'old') return { ...state, step: 'new', old: event.pin, error: null };
      if (state.step === 'new') return { ...state, step: 'repeat', first: event.pin, error: null };
      if (state.step === 'repeat') {
        // 000 §8: a repeat that differs says parental_set_not_equal and saves nothing; the viewer starts over.
        if (event.pin !== state.first)
          return { ...state, step: 'new', first: '', error: 'parental_set_not_equal' };
        return { ...state, step: 'saving', error: null };
      }
      return state;
    case 'back':
      if (state.step === 'repeat') return { ...state, step: 'new', first: '', error: null };
      if (state.step === 'new' && state.old !== '') return { ...state, step: 'old', old: '', error: null };
      return state;
    case 'saved':
      return state.step === 'saving' ? { ...state, step: 'done', error: null } : state;
    case 'save-failed':
      // A wrong old PIN sends the viewer back to it; any other failure lets them try the new PIN again.
      return state.old !== ''
        ? { ...state, step: 'old', old: '', first: '', error: event.error }
        : { ...state, step: 'new', first: '', error: event.error };
  }
}
