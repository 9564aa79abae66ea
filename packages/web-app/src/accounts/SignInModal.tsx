/**
 * The sign-in modal (000 §2 Login modal): the operator's methods as tabs when there are two (phone code,
 * login and password), each a form that keeps what was typed through every error. It closes by itself
 * when another tab signs this browser in, and cannot be closed in auth-only mode (ModalHost decides). A
 * provider's registration button (landing.regform_btn_*, registration-link.ts) sits under the forms.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SignInGrant } from '../api/schemas';
import { Dialog } from '../modals/Dialog';
import { closeModal } from '../modals/modal-url';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import type { AuthMethod } from './auth-methods';
import { hasRegionalMiddleware } from './block-status';
import { LoginSignIn } from './LoginSignIn';
import { PhoneSignIn } from './PhoneSignIn';
import { RegionPicker } from './RegionPicker';
import { registrationLink } from './registration-link';
import { useAuthMethods } from './useAuthMethods';
import { type SignedIn, useCompleteSignIn } from './useCompleteSignIn';
import './accounts.css';

export interface AuthModalState {
  authMethod?: AuthMethod;
}

export function SignInModal({ onClose }: { onClose: (() => void) | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { methods, pending } = useAuthMethods();
  const asked = (location.state as AuthModalState | null)?.authMethod;
  const [chosen, setChosen] = useState<AuthMethod | null>(asked ?? null);
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? 'phone');
  const completeSignIn = useCompleteSignIn();
  // This modal's own sign-in navigates by itself (after-sign-in.ts); closing here too would race it.
  const signingIn = useRef(false);
  const complete = useCallback<SignedIn>(
    async (grant, serial) => {
      signingIn.current = true;
      try {
        await completeSignIn(grant, serial);
      } catch (error) {
        signingIn.current = false;
        throw error;
      }
    },
    [completeSignIn],
  );
  // 000 §2: the regional provider's subscriber chooses a city and an address before the sign-in completes.
  const [choosing, setChoosing] = useState<{ grant: SignInGrant; serial: string } | null>(null);
  const regional = hasRegionalMiddleware(session.network);
  const proved = useCallback<SignedIn>(
    async (grant, serial) => (regional ? setChoosing({ grant, serial }) : complete(grant, serial)),
    [regional, complete],
  );
  const signedIn = session.status === 'ready' && !session.isGuest;
  const register = registrationLink(session.network);

  // Signed in meanwhile (another tab, or already when the link was opened): nothing to ask.
  useEffect(() => {
    if (signedIn && !signingIn.current) closeModal(navigate);
  }, [signedIn, navigate]);

  return (
    <Dialog title={t('sign_in')} onClose={onClose} className="sign-in">
      {session.status === 'auth-only' && <p className="modal__text">{t('auth_required')}</p>}
      {choosing ? (
        <RegionPicker grant={choosing.grant} serial={choosing.serial} onDone={complete} />
      ) : pending ? (
        <Spinner />
      ) : (
        <>
          {methods.length > 1 && (
            <div className="sign-in__tabs" role="tablist" aria-label={t('sign_in_methods')}>
              {methods.map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  id={`sign-in-tab-${m}`}
                  aria-selected={m === method}
                  aria-controls={`sign-in-panel-${m}`}
                  className={`chip${m === method ? ' chip--active' : ''}`}
                  onClick={() => setChosen(m)}
                >
                  {t(m === 'phone' ? 'method_phone' : 'method_login')}
                </button>
              ))}
            </div>
          )}
          {/* Both forms stay mounted: switching tabs and back keeps what was typed and the code step. */}
          {methods.map((m) => (
            <div
              key={m}
              id={`sign-in-panel-${m}`}
              role="tabpanel"
              aria-labelledby={methods.length > 1 ? `sign-in-tab-${m}` : undefined}
              hidden={m !== method}
            >
              {m === 'phone' ? <PhoneSignIn onSignedIn={proved} /> : <LoginSignIn onSignedIn={proved} />}
            </div>
          ))}
          {register && (
            <p className="sign-in__register">
              <a
                className="button button--wide"
                href={register.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {register.caption}
              </a>
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
