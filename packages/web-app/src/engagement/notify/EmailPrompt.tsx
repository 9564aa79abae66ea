/**
 * The e-mail prompt (001 §2 email, §5): an address matching a standard pattern is saved to the viewer
 * (PATCH /users/self); another shows the field's error state, cleared after 500 ms, and nothing is
 * sent. Success says so (§8 notify_email_alert); a refusal keeps what was typed and says why.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { useEngagementApi } from '../useEngagementApi';

export const EMAIL_ERROR_MS = 500;
/** 001 §5: a standard address pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function EmailPrompt(props: { close: () => void }) {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const session = useSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'sent' } | { kind: 'failed'; text: string }>(
    {
      kind: 'idle',
    },
  );
  useEffect(() => {
    if (!invalid) return;
    const timer = window.setTimeout(() => setInvalid(false), EMAIL_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [invalid]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setInvalid(true);
      return;
    }
    if (!api) return;
    setState({ kind: 'saving' });
    try {
      await api.saveEmail(email.trim());
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', text: error instanceof ApiError ? error.message : String(error) });
    }
  };
  if (state.kind === 'sent') {
    return (
      <div className="prompt__done">
        <p role="status">{t('notify_email_alert', { email: email.trim() })}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            // The viewer now has an e-mail: reading it again retires this prompt.
            void session.reloadUser().catch(() => undefined);
            props.close();
          }}
        >
          {t('prompt_ok')}
        </button>
      </div>
    );
  }
  return (
    <form className="prompt__form" onSubmit={submit} noValidate>
      <p className="prompt__text">{t('prompt_email_text')}</p>
      <label htmlFor={id} className="visually-hidden">
        {t('prompt_email_label')}
      </label>
      <div className="prompt__row">
        <input
          id={id}
          className={`prompt__input${invalid ? ' prompt__input--invalid' : ''}`}
          type="text"
          inputMode="email"
          autoComplete="email"
          placeholder={t('prompt_email_label')}
          aria-invalid={invalid}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={state.kind === 'saving'}>
          {t('prompt_email_submit')}
        </button>
      </div>
      {state.kind === 'failed' && (
        <p className="prompt__error" role="alert">
          {state.text}
        </p>
      )}
    </form>
  );
}
