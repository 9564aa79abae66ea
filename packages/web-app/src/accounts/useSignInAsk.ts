/**
 * One ask of the server at a time for a sign-in form: the form is busy meanwhile, and a failure is
 * explained under it in the viewer's language (or the server's own words). A region block is not shown
 * here: it is the session's, which opens /geo_lock with the server's message.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInFailure } from './sign-in-errors';

export function useSignInAsk() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const explain = (failure: SignInFailure) => {
    if (failure.kind === 'message') setError(t(failure.key));
    else if (failure.kind === 'server') setError(failure.text);
  };

  /** Runs `work` busy; whatever it throws is a SignInFailure to explain. */
  const whileBusy = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      explain(failure as SignInFailure);
    } finally {
      setBusy(false);
    }
  };

  return { error, setError, busy, setBusy, explain, whileBusy };
}
