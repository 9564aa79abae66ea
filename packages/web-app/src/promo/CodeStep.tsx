/**
 * Step 1 (the code, or the server's refusal with a link to buy a base package, 000 §8), its confirm
 * screen when the code asks for it (§4 step 2), and step 2 for a viewer who is not signed in.
 */
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { PROMO_CODE_MAX_LENGTH, promoCodeProblem } from './policies';
import type { CheckedKey } from './schemas';
import type { usePromoWizard } from './usePromoWizard';

type Wizard = ReturnType<typeof usePromoWizard>;

export function CodeStep({ wizard, t, error }: { wizard: Wizard; t: TFunction; error: string | null }) {
  return (
    <form
      className="promo__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        wizard.submit();
      }}
    >
      <label className="field promo__field">
        <span>{t('code_label')}</span>
        <input
          name="promo_code"
          value={wizard.code}
          maxLength={PROMO_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby="promo-code-hint"
          onChange={(event) => wizard.setCode(event.target.value)}
        />
      </label>
      <p id="promo-code-hint" className="muted promo__hint">
        {t('code_hint', { count: PROMO_CODE_MAX_LENGTH })}
      </p>
      {error && (
        <div className="promo__refusal">
          <p role="alert" className="form-error">
            {error}
          </p>
          <Link to="/packets">{t('buy_base')}</Link>
        </div>
      )}
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={wizard.busy || wizard.locked || promoCodeProblem(wizard.code) !== null}
      >
        {wizard.busy ? t('checking') : t('activate')}
      </button>
      {wizard.locked && !wizard.busy && (
        <p className="muted promo__hint" aria-live="polite">
          {t('try_again_in', { count: wizard.lockSeconds })}
        </p>
      )}
    </form>
  );
}

export function ConfirmStep({ wizard, t, promo }: { wizard: Wizard; t: TFunction; promo: CheckedKey }) {
  return (
    <div className="promo__confirm">
      <h3>{promo.confirmation_title ?? t('confirm_title')}</h3>
      {promo.confirmation_text && <p>{promo.confirmation_text}</p>}
      <div className="promo__actions">
        <button type="button" className="button" onClick={wizard.back} disabled={wizard.busy}>
          {t('back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => wizard.confirm(promo)}
          disabled={wizard.busy}
        >
          {t('confirm_accept')}
        </button>
      </div>
    </div>
  );
}

export function SignInStep({ wizard, t, promoDays }: { wizard: Wizard; t: TFunction; promoDays: number }) {
  return (
    <div className="promo__signin">
      <p>{wizard.code ? t('signin_text_code', { code: wizard.code }) : t('signin_text')}</p>
      {promoDays > 0 && <p className="promo__days">{t('guest_promo_days', { count: promoDays })}</p>}
      <button type="button" className="button button--primary button--wide" onClick={wizard.signIn}>
        {t('signin')}
      </button>
    </div>
  );
}
