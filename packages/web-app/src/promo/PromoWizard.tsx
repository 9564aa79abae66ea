/**
 * The promo-code wizard (000 §2 Promo page, steps 1–4) as a dialog: on the /promo page, and as the
 * `promocode` modal a deep link, a push or the enter_promo_key destination opens over any page (001 §2).
 * A signed-in viewer gets step 1 with the code given; anyone else gets step 2 and the sign-in modal, and
 * comes back with the code kept. `onClose` is the × (null: none, hideClose), `onDone` the last step's
 * button and the card step's close.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '../modals/Dialog';
import type { DeepLinkModalProps } from '../modals/deep-link';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { CardStep } from './CardStep';
import { CodeStep, ConfirmStep, SignInStep } from './CodeStep';
import { DoneStep } from './DoneStep';
import { usePromoWizard } from './usePromoWizard';
import { stepNumber } from './wizard-state';
import './promo.css';

export function PromoWizard({
  code,
  onClose,
  onDone,
}: {
  code: string;
  onClose: (() => void) | null;
  onDone: () => void;
}) {
  const { t, ready } = useTranslation('promo', { useSuspense: false });
  const session = useSession();
  const location = useLocation();
  const wizard = usePromoWizard(code, t('error_network'));
  const asked = useRef(false);
  const { state } = wizard;

  useEffect(() => {
    if (!session.isGuest || asked.current || location.hash === '#auth') return;
    asked.current = true;
    wizard.signIn();
  }, [session.isGuest, location.hash, wizard.signIn]);

  if (!ready) return <Spinner />;
  return (
    <Dialog title={t('title')} onClose={onClose} className="promo">
      <p className="promo__step muted" data-step={stepNumber(state)}>
        {t('step_of', { step: stepNumber(state), total: 4 })}
      </p>
      {state.step === 1 && <CodeStep wizard={wizard} t={t} error={state.error} />}
      {state.step === 'confirm' && <ConfirmStep wizard={wizard} t={t} promo={state.promo} />}
      {state.step === 2 && <SignInStep wizard={wizard} t={t} promoDays={session.network?.promo_days ?? 0} />}
      {state.step === 3 && (
        <CardStep wizard={wizard} t={t} state={state} language={session.language} onClose={onDone} />
      )}
      {state.step === 4 && (
        <DoneStep t={t} result={state.result} language={session.language} onProceed={onDone} />
      )}
    </Dialog>
  );
}

/** The `promocode` modal (001 §2): the wizard over the page, the code from `?code=` when there is one. */
export function PromoWizardModal({ params, onClose, close }: DeepLinkModalProps) {
  return <PromoWizard code={params.get('code') ?? ''} onClose={onClose} onDone={close} />;
}
