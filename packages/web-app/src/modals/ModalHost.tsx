/**
 * Renders the modal the URL hash names — any of the 26 ids of 001 §2 (the less common ones load on demand,
 * modals/registry.tsx). Escape or a click on the overlay closes it (001 §2), unless closing is blocked
 * (auth in auth-only mode, or an opening with hideClose). Focus moves into the dialog and returns on close.
 * Of the 001 §4 close actions, the one for every modal here is dropping authAfterBuy; the PIN modal's
 * saved callback is dropped with it (there is none for a deep link). Elsewhere: the PIN prompt's cancel
 * answers its check with a refusal, and the promo-code wizard opened from /promo goes home on close
 * (promo/PromoPage.tsx); the payment dialogs of a flow are billing's (billing/PayDialogs.tsx).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { dropBuyIntent } from '../accounts/intent-store';
import { PartnerSignIn } from '../accounts/PartnerSignIn';
import { SignInModal } from '../accounts/SignInModal';
import { PushModal } from '../engagement/notify/PushModal';
import { partnerAuthUrl } from '../layout/partner-rules';
import { ProfilesModal } from '../profiles/ProfilesModal';
import { useSession } from '../session/context';
import { Dialog } from './Dialog';
import { canClose, closeModal, modalFromHash, openingOf } from './modal-url';
import { LAZY_MODALS } from './registry';
import './modal.css';

export { Dialog };

export function ModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { t } = useTranslation();
  const id = modalFromHash(location.hash);
  if (!id) return null;
  const closable = canClose(id, session.status === 'auth-only', location.pathname, openingOf(location.state));
  // 001 §4 close actions: a modal the viewer dismisses drops a purchase waiting for sign-in (authAfterBuy).
  const dismiss = () => {
    dropBuyIntent();
    closeModal(navigate, openingOf(location.state));
  };
  const close = closable ? dismiss : null;

  if (id === 'message') {
    const message = session.message;
    return (
      <Dialog title={message ? t(message.title) : t('error')} onClose={close}>
        <p className="modal__text">{message ? t(message.text) : t('error')}</p>
        <div className="modal__actions">
          {message?.action && (
            <Link className="button button--primary" to={message.action.to}>
              {t(message.action.label)}
            </Link>
          )}
          <button type="button" className="button" onClick={close ?? undefined}>
            {t('close')}
          </button>
        </div>
      </Dialog>
    );
  }
  if (id === 'auth') {
    // 001 §6: a partner that signs its viewers in on its own site gets them sent there.
    const partner = partnerAuthUrl(session.network);
    if (partner) return <PartnerSignIn authUrl={partner} onClose={close} />;
    return <SignInModal onClose={close} />;
  }
  if (id === 'profiles' && !session.isGuest)
    return <ProfilesModal onClose={close} creating={openingOf(location.state).create === true} />;
  if (id === 'push') return <PushModal onClose={close} />;
  const Lazy = LAZY_MODALS[id];
  if (!Lazy) return null;
  return (
    <Suspense fallback={null}>
      <Lazy id={id} params={new URLSearchParams(location.search)} onClose={close} close={dismiss} />
    </Suspense>
  );
}
