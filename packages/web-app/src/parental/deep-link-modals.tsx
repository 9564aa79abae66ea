/**
 * The PIN modals of 001 §2 opened by a deep link (modals/registry.tsx). pincode opens the app's PIN modal
 * (the one payments use, its PIN checked by the server) and closes once the PIN is right; parental does
 * the same and then opens the parental settings (a check before them, 000 §6). parental_set is the PIN
 * set-up (new PIN, repeat; the old one first when changing); parental_start invites the viewer to set one —
 * in the operator's words when the user answer carries a parental_dialogue (000 §3 User), else the app's.
 * A deep link carries no saved callback, so closing drops nothing else (001 §4 close actions). A guest
 * signs in first: the PIN is the account's.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dialog } from '../modals/Dialog';
import type { DeepLinkModalProps } from '../modals/deep-link';
import { openModal } from '../modals/modal-url';
import { useSignedIn } from '../modals/useSignedIn';
import { PayPinDialog } from '../packets/PayPinDialog';
import { useSession } from '../session/context';
import { PinSetupForm } from './PinSetupForm';
import { type DialogueAction, type ParentalDialogue, parentalDialogueOf } from './parental-dialogue';
import { useAccountT } from './useAccountT';
import './parental.css';

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

/** The user answer in the interface language (the start's answer keeps the language it was asked in). */
function useOperatorDialogue(): ParentalDialogue | null {
  const session = useSession();
  const { endpoints, language, isGuest } = session;
  const self = useQuery({
    queryKey: ['users', 'self', 'parental-dialogue', language],
    queryFn: () => (endpoints ? endpoints.self() : Promise.resolve(session.user)),
    enabled: !isGuest,
    placeholderData: session.user ?? undefined,
  });
  return parentalDialogueOf(self.data);
}

export function ParentalStartModal({ id, onClose, close }: DeepLinkModalProps) {
  const { t, ready } = useAccountT();
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = useSignedIn(id);
  const dialogue = useOperatorDialogue();
  if (!ready || !signedIn) return null;
  const set = session.user?.parental_status === 'set';
  if (!set && dialogue) {
    const act = (action: DialogueAction) => {
      if (action === 'parental_set') openModal(navigate, 'parental_set');
      else if (action === 'lk_parental') navigate('/lk_parental');
      else close();
    };
    return (
      <Dialog title={dialogue.title} onClose={onClose}>
        <div className="parental-dialogue" data-testid="parental-dialogue">
          {dialogue.icon && (
            <img className="parental-dialogue__icon" src={dialogue.icon} alt="" width={48} height={48} />
          )}
          <p className="modal__text">{dialogue.message}</p>
        </div>
        <div className="modal__actions">
          {dialogue.buttons.map((button) => (
            <button
              key={`${button.action}:${button.label}`}
              type="button"
              className={button.primary ? 'button button--primary' : 'button'}
              onClick={() => act(button.action)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </Dialog>
    );
  }
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
