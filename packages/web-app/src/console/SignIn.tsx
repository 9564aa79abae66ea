/** The operator's sign-in (POST /qoe/v1/session): a wrong password or too many attempts is said in words. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QoeClient, QoeError } from './api';

export function SignIn({ client, onSignedIn }: { client: QoeClient; onSignedIn: (token: string) => void }) {
  const { t } = useTranslation('console');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { token } = await client.signIn(
        String(form.get('login') ?? ''),
        String(form.get('password') ?? ''),
      );
      onSignedIn(token);
    } catch (e) {
      const status = e instanceof QoeError ? e.status : 0;
      setError(t(status === 401 ? 'signin.wrong' : status === 429 ? 'signin.wait' : 'state.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="qoe-signin">
      <h1>{t('title')}</h1>
      <form onSubmit={(e) => void submit(e)} aria-describedby={error ? `${id}-err` : undefined}>
        <label htmlFor={`${id}-login`}>{t('signin.login')}</label>
        <input id={`${id}-login`} name="login" autoComplete="username" required />
        <label htmlFor={`${id}-password`}>{t('signin.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error ? (
          <p id={`${id}-err`} role="alert" className="qoe-error">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {t('signin.submit')}
        </button>
      </form>
    </main>
  );
}
