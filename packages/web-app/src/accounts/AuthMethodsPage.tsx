/**
 * /auth_methods (000 §2): the operator's sign-in methods as a list when there is more than one; each
 * opens the sign-in modal with that method. A signed-in viewer goes home.
 */
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import { useAuthMethods } from './useAuthMethods';
import { useOpenSignIn } from './useOpenSignIn';
import './accounts.css';

export default function AuthMethodsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { methods, pending } = useAuthMethods();
  const openSignIn = useOpenSignIn('/');
  if (session.status === 'ready' && !session.isGuest) return <Navigate to="/" replace />;
  return (
    <main className="welcome" data-testid="auth-methods">
      <div className="welcome__card">
        <h1 className="welcome__title">{t('auth_methods_title')}</h1>
        {pending ? (
          <Spinner />
        ) : (
          <ul className="auth-methods">
            {methods.map((method) => (
              <li key={method}>
                <button
                  type="button"
                  className="button auth-methods__button"
                  onClick={() => openSignIn(method)}
                >
                  {t(method === 'phone' ? 'method_phone' : 'method_login')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
