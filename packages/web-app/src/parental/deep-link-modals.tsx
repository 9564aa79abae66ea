/**
 * The PIN modals of 001 §2 opened by a deep link (modals/registry.tsx). pincode opens the app's PIN modal
 * (the one payments use, its PIN checked by the server) and closes once the PIN is right; parental does
 * the same and then opens the parental settings (a check before them, 000 §6). parental_set is the PIN
 * set-up (new PIN, repeat; the old one first when changing); parental_start invites the viewer to set one.
 * A deep link carries no saved callback, so closing drops nothing else (001 §4 close actions). A guest
 * signs in first: the PIN is the account's.
 */
import { useNavigate } from 'react-router';
import { Dialog } from '../modals/Dialog';
import type { DeepLinkModalProps } from '../modals/deep-link';
import { openModal } from '../modals/modal-url';
import { useSignedIn } from '../modals/useSignedIn';
import { PayPinDialog } from '../packets/PayPinDialog';
import { useSession } from '../session/context';
import { PinSetupForm } from './PinSetupForm';
import { useAccountT } from './useAccountT';

export function PinCheckModal({ id, onClose, close }: DeepLinkModalProps) {
  const { t, ready } = useAccountT();
  const navigate = useNavigate();
  const signedIn = useSignedIn(id);
  if (!ready || !signedIn) return null;
  return (
    <PayPinDialog
      title={t(id === 'parental' ? 'deep_parental_title' : 'deep_pincode_title')}
      onClose={onClose}
      onPassed={() => {
        if (id === 'parental') navigate('/lk_parental');
        else close();
      }}
    />
  );
}

export function PinSetModal({ id, onClose, close }: DeepLinkModalProps) {
  const { t, ready } = useAccountT();
  const session = useSession();
  const signedIn = useSignedIn(id);
  if (!ready || !signedIn) return null;
  return (
    <Dialog title={t('pin_set')} onClose={onClose}>
      <PinSetupForm changing={session.user?.parental_status === 'set'} onDone={close} />
    </Dialog>
  );
}

export function ParentalStartModal({ id, onClose, close }: DeepLinkModalProps) {
  const { t, ready } = useAccountT();
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = useSignedIn(id);
  if (!ready || !signedIn) return null;
  const set = session.user?.parental_status === 'set';
  return (
    <Dialog title={t('deep_parental_start_title')} onClose={onClose}>
      <p className="modal__text">{t(set ? 'deep_parental_start_set' : 'pin_set_text')}</p>
      <div className="modal__actions">
        {!set && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openModal(navigate, 'parental_set')}
          >
            {t('pin_set')}
          </button>
        )}
        <button type="button" className="button" onClick={close}>
          {t(set ? 'deep_close' : 'deep_later')}
        </button>
      </div>
    </Dialog>
  );
}
