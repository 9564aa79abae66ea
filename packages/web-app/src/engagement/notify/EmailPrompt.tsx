/**
 * The e-mail prompt (001 §2 email, §5): an address matching a standard pattern is saved to the viewer
 * (PATCH /users/self); another shows the field's error state, cleared after 500 ms, and nothing is
 * sent. Success says so (§8 notify_email_alert). A refusal (§8 "Email save HTTP 400: message modal titled
 * 'error' with the duplicate-email message") is the 'error' message modal with the server's words; the prompt
 * stands back while the modal is open, and the address typed waits for it in `draft`.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { useEngagementApi } from '../useEngagementApi';

export const EMAIL_ERROR_MS = 500;
/** 001 §5: a standard address pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What was typed, kept while a modal hides the prompt (it unmounts) and cleared once saved. */
const draft = { email: '' };

export function EmailPrompt(props: { close: () => void }) {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const session = useSession();
  const id = useId();
  const [email, setEmail] = useState(draft.email);
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'sent'>('idle');
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
    setState('saving');
    try {
      await api.saveEmail(email.trim());
      draft.email = '';
      setState('sent');
    } catch (error) {
      setState('idle');
      session.showMessage({
        title: 'error',
        text: error instanceof ApiError ? error.message : String(error),
      });
    }
  };
  if (state === 'sent') {
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
          onChange={(e) => {
            draft.email = e.target.value;
            setEmail(e.target.value);
          }}
        />
        <button type="submit" className="button button--primary" disabled={state === 'saving'}>
          {t('prompt_email_submit')}
        </button>
      </div>
    </form>
  );
}
