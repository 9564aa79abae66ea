/**
 * 000 §2 Parental PIN dialogs / §4 Setting the PIN: (old PIN when changing) → new PIN → repeat → saved.
 * A repeat that differs says parental_set_not_equal and nothing is saved; after saving the viewer is read
 * again (parental_status becomes set) and parental_set_success shows before `onDone` runs.
 */
import { useEffect, useReducer } from 'react';
import { ApiError } from '../api/errors';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useSession } from '../session/context';
import { PinEntry } from './PinEntry';
import { pinSetupReducer, startPinSetup } from './pin-setup';
import { useAccountT } from './useAccountT';

export function PinSetupForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const { t } = useAccountT();
  const session = useSession();
  const endpoints = useProfileEndpoints();
  const [state, dispatch] = useReducer(pinSetupReducer, changing, startPinSetup);

  useEffect(() => {
    if (state.step !== 'saving') return;
    let live = true;
    endpoints
      .updateSelf({ pincode: state.first, ...(state.old ? { old_pincode: state.old } : {}) })
      .then(async () => {
        await session.reloadUser().catch(() => undefined);
        if (live) dispatch({ type: 'saved' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const wrongOld = error instanceof ApiError && error.errorCode === 'error_wrong_code';
        if (!wrongOld) {
          // 000 §8: a Set-PIN failure goes to the generic handler (the message modal); the form starts the
          // new PIN again, the old one stays.
          session.showMessage({
            title: 'error',
            text: error instanceof Error ? error.message : String(error),
          });
        }
        dispatch({ type: 'save-failed', error: wrongOld ? 'error_wrong_code' : 'pin_save_failed' });
      });
    return () => {
      live = false;
    };
  }, [state.step, state.first, state.old, endpoints, session]);

  if (state.step === 'done') {
    return (
      <div className="pin-setup" data-testid="pin-setup-done">
        <p role="status" className="pin-setup__success">
          {t('parental_set_success')}
        </p>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('continue')}
        </button>
      </div>
    );
  }
  const stepLabel =
    state.step === 'old'
      ? t('pin_enter_old')
      : state.step === 'repeat'
        ? t('pin_repeat')
        : t('pin_enter_new');
  // A save failure is said by the message modal (000 §8 generic handler), not twice.
  const error = state.error && state.error !== 'pin_save_failed' ? t(state.error) : null;
  return (
    <div className="pin-setup" data-testid="pin-setup" data-step={state.step}>
      <p className="muted">{t(changing ? 'pin_change_text' : 'pin_set_text')}</p>
      <PinEntry
        key={state.step}
        label={stepLabel}
        submitLabel={state.step === 'repeat' ? t('confirm') : t('continue')}
        busy={state.step === 'saving'}
        error={error}
        autoFocus
        onSubmit={(pin) => dispatch({ type: 'entered', pin })}
      />
      {(state.step === 'repeat' || (state.step === 'new' && state.old !== '')) && (
        <button type="button" className="button button--link" onClick={() => dispatch({ type: 'back' })}>
          {t('back')}
        </button>
      )}
    </div>
  );
}
