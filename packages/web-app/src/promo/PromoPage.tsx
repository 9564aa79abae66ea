/**
 * /promo?code= (000 §2 Promo page): the promo wizard over the page. A signed-in viewer gets step 1 with
 * the code from the address; anyone else gets step 2 and the sign-in modal, and comes back here with
 * the code kept. The × and the last step's button leave for the start page.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '../modals/Dialog';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { CardStep } from './CardStep';
import { CodeStep, ConfirmStep, SignInStep } from './CodeStep';
import { DoneStep } from './DoneStep';
import { usePromoWizard } from './usePromoWizard';
import { stepNumber } from './wizard-state';
import './promo.css';

export default function PromoPage() {
  const { t, ready } = useTranslation('promo', { useSuspense: false });
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const wizard = usePromoWizard(params.get('code') ?? '', t('error_network'));
  const asked = useRef(false);
  const { state } = wizard;

  useEffect(() => {
    if (!session.isGuest || asked.current || location.hash === '#auth') return;
    asked.current = true;
    wizard.signIn();
  }, [session.isGuest, location.hash, wizard.signIn]);

  if (!ready) return <Spinner />;
  const close = () => navigate('/');
  return (
    <main className="page promo-page">
      <Dialog title={t('title')} onClose={close} className="promo">
        <p className="promo__step muted" data-step={stepNumber(state)}>
          {t('step_of', { step: stepNumber(state), total: 4 })}
        </p>
        {state.step === 1 && <CodeStep wizard={wizard} t={t} error={state.error} />}
        {state.step === 'confirm' && <ConfirmStep wizard={wizard} t={t} promo={state.promo} />}
        {state.step === 2 && (
          <SignInStep wizard={wizard} t={t} promoDays={session.network?.promo_days ?? 0} />
        )}
        {state.step === 3 && (
          <CardStep wizard={wizard} t={t} state={state} language={session.language} onClose={close} />
        )}
        {state.step === 4 && (
          <DoneStep t={t} result={state.result} language={session.language} onProceed={close} />
        )}
      </Dialog>
    </main>
  );
}
