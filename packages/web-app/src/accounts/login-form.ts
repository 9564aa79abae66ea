/**
 * Why: 000 §5 — login and password are both required or nothing is sent, and a hidden honeypot field
 * named `name` that a form-filling bot completes makes the submit a silent no-op (telling the bot why
 * would teach it). A login is trimmed (a pasted trailing space is never part of it); a password is not.
 */
export type LoginFormProblem = 'login_required' | 'password_required';

export interface LoginFormInput {
  login: string;
  password: string;
  /** The honeypot: real viewers never see or fill it. */
  name: string;
}

export type LoginFormVerdict =
  | { kind: 'send'; login: string; password: string }
  | { kind: 'ignore' }
  | { kind: 'invalid'; problems: Partial<Record<'login' | 'password', LoginFormProblem>> };

export function checkLoginForm(input: LoginFormInput): LoginFormVerdict {
  if (input.name.trim() !== '') return { kind: 'ignore' };
  const login = input.login.trim();
  const problems: Partial<Record<'login' | 'password', LoginFormProblem>> = {};
  if (!login) problems.login = 'login_required';
  if (!input.password) problems.password = 'password_required';
  if (problems.login || problems.password) return { kind: 'invalid', problems };
  return { kind: 'send', login, password: input.password };
}

/** The same honeypot rule for the phone form. */
export function isHoneypotFilled(name: string): boolean {
  return name.trim() !== '';
}
