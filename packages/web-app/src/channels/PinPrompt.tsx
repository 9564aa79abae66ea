/**
 * The parental hook until the accounts issue lands (000 §5 PIN): a 4-digit entry that submits itself on
 * completion and must equal the user's parental_code. A viewer without a code (a guest) is told to sign in.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PIN_LENGTH } from '../constants';
import { openModal } from '../modals/modal-url';
import { useSession } from '../session/context';

export function checkPin(
  entered: string,
  parentalCode: string | number | null | undefined,
): 'ok' | 'wrong' | 'no-code' {
  if (parentalCode === null || parentalCode === undefined || String(parentalCode).length === 0)
    return 'no-code';
  return entered === String(parentalCode) ? 'ok' : 'wrong';
}

export function PinPrompt({ title, onSuccess }: { title: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isGuest } = useSession();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const submit = (value: string) => {
    const verdict = checkPin(value, user?.parental_code);
    if (verdict === 'ok') onSuccess();
    else {
      setError(verdict === 'wrong' ? t('error_wrong_code') : t('parental_code_missing'));
      setPin('');
    }
  };

  return (
    <section className="pin-prompt" aria-labelledby={`${inputId}-title`} data-testid="pin-prompt">
      <h2 id={`${inputId}-title`}>{title}</h2>
      <p className="muted">{t('pin_prompt_text')}</p>
      <label htmlFor={inputId} className="visually-hidden">
        {t('pin_code')}
      </label>
      <input
        id={inputId}
        className="pin-prompt__input"
        inputMode="numeric"
        autoComplete="off"
        type="password"
        maxLength={PIN_LENGTH}
        value={pin}
        aria-invalid={error !== null}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH);
          setPin(digits);
          setError(null);
          if (digits.length === PIN_LENGTH) submit(digits);
        }}
      />
      {error && (
        <p id={`${inputId}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" disabled={pin.length < PIN_LENGTH} onClick={() => submit(pin)}>
        {t('continue')}
      </button>
      {isGuest && (
        <button type="button" className="button button--link" onClick={() => openModal(navigate, 'auth')}>
          {t('sign_in')}
        </button>
      )}
    </section>
  );
}
