/**
 * 000 §1/§7 sign-in by login and password. Both are required or nothing is sent (000 §5); a wrong pair
 * says so under the form and keeps both fields as typed, so one mistyped character is one fix.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { deviceData, randomId } from '../session/device';
import { checkLoginForm, type LoginFormProblem } from './login-form';
import { SignInHoneypot, SignInSubmit } from './SignInFormParts';
import { signInFailure } from './sign-in-errors';
import type { SignedIn } from './useCompleteSignIn';

export function LoginSignIn({ onSignedIn }: { onSignedIn: SignedIn }) {
  const { t } = useTranslation();
  const session = useSession();
  const ids = useId();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'login' | 'password', LoginFormProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const api = session.endpoints;
    if (busy || !api) return;
    const verdict = checkLoginForm({ login, password, name: honeypot });
    if (verdict.kind === 'ignore') return;
    if (verdict.kind === 'invalid') {
      setProblems(verdict.problems);
      return;
    }
    setProblems({});
    setError(null);
    setBusy(true);
    try {
      // 000 §4 Session: a sign-in stores a new device id; the guest's record is replaced by the server.
      const serial = randomId();
      await onSignedIn(await api.logIn(verdict.login, verdict.password, deviceData(serial)), serial);
    } catch (caught) {
      const failure = signInFailure('login', caught);
      if (failure.kind === 'message') setError(t(failure.key));
      else if (failure.kind === 'server') setError(failure.text);
      setBusy(false);
      passwordRef.current?.focus();
    }
  };

  const fieldError = (field: 'login' | 'password') =>
    problems[field] && (
      <span className="form-error" id={`${ids}-${field}-error`}>
        {t('required')}
      </span>
    );

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate data-testid="sign-in-login">
      <label className="field" htmlFor={`${ids}-login`}>
        <span>{t('login')}</span>
        <input
          id={`${ids}-login`}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          aria-invalid={problems.login || error ? true : undefined}
          aria-describedby={problems.login ? `${ids}-login-error` : undefined}
          onChange={(event) => {
            setLogin(event.target.value);
            setProblems((p) => ({ ...p, login: undefined }));
            setError(null);
          }}
        />
        {fieldError('login')}
      </label>
      <div className="field">
        <label htmlFor={`${ids}-password`}>{t('password')}</label>
        <span className="sign-in__password">
          <input
            ref={passwordRef}
            id={`${ids}-password`}
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            aria-invalid={problems.password || error ? true : undefined}
            aria-describedby={problems.password ? `${ids}-password-error` : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblems((p) => ({ ...p, password: undefined }));
              setError(null);
            }}
          />
          <button
            type="button"
            className="button button--link"
            aria-pressed={shown}
            aria-controls={`${ids}-password`}
            onClick={() => setShown(!shown)}
          >
            {shown ? t('hide_password') : t('show_password')}
          </button>
        </span>
        {fieldError('password')}
      </div>
      {error && (
        <p className="form-error sign-in__error" role="alert">
          {error}
        </p>
      )}
      <SignInHoneypot value={honeypot} onChange={setHoneypot} />
      <SignInSubmit busy={busy} disabled={busy}>
        {t('sign_in')}
      </SignInSubmit>
    </form>
  );
}
