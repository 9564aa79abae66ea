/**
 * Pieces the phone sign-in steps share: the error line the inputs point at, the honeypot field a bot
 * fills (000 §2), and the submit button with its spinner while the server is asked.
 */
import type { ReactNode } from 'react';

export function SignInError({ id, text }: { id: string; text: string }) {
  return (
    <p className="form-error sign-in__error" id={id} role="alert">
      {text}
    </p>
  );
}

export function SignInHoneypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      className="sign-in__honeypot"
      name="name"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function SignInSubmit({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button--primary sign-in__submit"
      disabled={disabled}
      aria-busy={busy}
    >
      {busy && <span className="spinner__ring spinner__ring--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
