/**
 * /welcome (000 §2 Welcome screen): the operator's documents (GET pages/welcome), Sign in and Skip.
 * Sign in asks for the methods: fewer than two open the sign-in modal here, otherwise /auth_methods.
 * Skip continues as a guest to the saved redirect (default '/'). Agreement checkboxes must be ticked
 * to go on (welcome-docs.ts); a signed-in viewer has nothing to do here and goes home.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { cachePolicy } from '../app/cache';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { afterSkip } from './after-sign-in';
import { loginEntry } from './auth-methods';
import { takeAfterSignIn } from './intent-store';
import { useAuthMethods } from './useAuthMethods';
import { useOpenSignIn } from './useOpenSignIn';
import { agreementsAccepted, docKey, hasCheckbox, isTicked } from './welcome-docs';
import { markWelcomed } from './welcome-entry';
import './accounts.css';

export default function WelcomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const openSignIn = useOpenSignIn('/');
  const { methods, pending } = useAuthMethods();
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const signedIn = session.status === 'ready' && !session.isGuest;
  // Signed in from here: / is home from now on (000 §2 welcome entry).
  useEffect(() => {
    if (signedIn) markWelcomed();
  }, [signedIn]);
  const welcome = useQuery({
    queryKey: ['welcome', session.apiBase, session.language],
    queryFn: () => (session.endpoints ? session.endpoints.welcomePage() : Promise.resolve({ docs: [] })),
    enabled: session.endpoints !== null,
    ...cachePolicy('configuration'),
  });

  if (signedIn) return <Navigate to="/" replace />;
  const docs = welcome.data?.docs ?? [];
  const accepted = agreementsAccepted(docs, choices);
  const guestAllowed = session.network?.is_guest_allowed !== false;

  const signIn = () => {
    const entry = loginEntry(methods);
    if (entry.kind === 'list') navigate('/auth_methods');
    else openSignIn(entry.method);
  };
  const skip = () => {
    markWelcomed();
    navigate(afterSkip(takeAfterSignIn(), Date.now()), { replace: true });
  };

  return (
    <main className="welcome" data-testid="welcome">
      <div className="welcome__card">
        <h1 className="welcome__title">{t('welcome_title')}</h1>
        {welcome.isPending ? (
          <Spinner />
        ) : welcome.isError ? (
          <ErrorState text={t('welcome_failed')} onRetry={() => void welcome.refetch()} />
        ) : (
          <ul className="welcome__docs">
            {docs.map((doc, index) => {
              const key = docKey(doc, index);
              const title = doc.title ?? doc.name ?? '';
              const text = doc.text ?? doc.description ?? '';
              const url = doc.url ?? doc.link ?? null;
              return (
                <li key={key} className="welcome__doc">
                  {hasCheckbox(doc) ? (
                    <label className="welcome__check">
                      <input
                        type="checkbox"
                        checked={isTicked(doc, index, choices)}
                        onChange={(event) => setChoices((c) => ({ ...c, [key]: event.target.checked }))}
                      />
                      <span>{text || title}</span>
                    </label>
                  ) : (
                    <>
                      {title && <h2 className="welcome__doc-title">{title}</h2>}
                      {text && <p className="welcome__doc-text">{text}</p>}
                    </>
                  )}
                  {url && /^https?:\/\//.test(url) && (
                    <a className="welcome__doc-link" href={url} target="_blank" rel="noopener noreferrer">
                      {t('open_document')}: {title}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {!accepted && (
          <p className="welcome__needed" role="status">
            {t('welcome_accept_needed')}
          </p>
        )}
        <div className="welcome__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={!accepted || pending}
            onClick={signIn}
          >
            {t('sign_in')}
          </button>
          {guestAllowed && (
            <button type="button" className="button" disabled={!accepted} onClick={skip}>
              {t('welcome_skip')}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}
