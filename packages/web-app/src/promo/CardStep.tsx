/**
 * Step 3 of a paid code (000 §2, §4): activate with the linked card, or link one on the provider's
 * page; while the bank confirms the card, a loader with a cancel button; a failed link says
 * promo_card_link_failure with a close button.
 */
import type { TFunction } from 'i18next';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { Spinner } from '../ui/Spinner';
import { promoAmount } from './schemas';
import type { usePromoWizard } from './usePromoWizard';
import { failureKey, type WizardState } from './wizard-state';

type Wizard = ReturnType<typeof usePromoWizard>;
type CardState = Extract<WizardState, { step: 3 }>;

export function CardStep(props: {
  wizard: Wizard;
  t: TFunction;
  state: CardState;
  language: string;
  onClose: () => void;
}) {
  const { wizard, t, state } = props;
  const currency = useCurrency();
  if (state.phase === 'pending') {
    return (
      <div className="promo__pending" aria-busy="true">
        <Spinner label={t('card_pending')} />
        <p>{t('card_pending')}</p>
        <button type="button" className="button button--wide" onClick={wizard.back}>
          {t('cancel')}
        </button>
      </div>
    );
  }
  if (state.phase === 'failed') {
    const key = failureKey(state.failure?.reason ?? null);
    const failureText = key ? t(key) : (state.failure?.text ?? null);
    return (
      <div className="promo__failed">
        <p role="alert" className="form-error">
          {t('promo_card_link_failure')}
        </p>
        {failureText && <p className="muted">{failureText}</p>}
        <button type="button" className="button button--wide" onClick={props.onClose}>
          {t('close')}
        </button>
      </div>
    );
  }
  const promo = state.promo;
  if (!promo) return null;
  // The amount and its currency stay on one line.
  const amount = formatMoney(promoAmount(promo), props.language, currency).replace(' ', '\u00a0');
  return (
    <div className="promo__card">
      <p className="promo__description">
        {t('card_offer', {
          tariff: (promo.packets ?? []).map((p) => p.name).join(', '),
          count: promo.days ?? 0,
        })}
      </p>
      <p>
        {t(promo.needed_refund === false ? 'card_text_charge' : 'card_text_refund', {
          code: wizard.code,
          amount,
        })}
      </p>
      {state.card ? (
        <button
          type="button"
          className="button button--primary button--wide"
          disabled={wizard.busy}
          onClick={wizard.activateWithCard}
        >
          {t('card_use', { number: state.card.number })}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary button--wide"
          disabled={wizard.busy}
          onClick={() => wizard.linkCard(promo)}
        >
          {wizard.busy ? t('card_opening') : t('card_link')}
        </button>
      )}
      <button type="button" className="button button--link" onClick={wizard.back} disabled={wizard.busy}>
        {t('back')}
      </button>
    </div>
  );
}
