/**
 * 001 §2 Push modal (hash #push): title, icon, body with its line breaks, a close button, and an action
 * button that opens the destination — labelled with the push's action text or the default watch label.
 * A viewer who is neither signed in nor a guest signs in first and comes back to the target.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../modals/Dialog';
import { closeModal } from '../../modals/modal-url';
import { useSession } from '../../session/context';
import { pushAction, pushTarget } from './push-target';
import { usePushFeed } from './usePushFeed';
import './notify.css';

export function PushModal(props: { onClose: (() => void) | null }) {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const navigate = useNavigate();
  const session = useSession();
  const { pushes, remove } = usePushFeed();
  const push = pushes[0];
  if (!push) return null;
  const target = pushTarget(push.destination);
  const close = () => {
    remove(push.id);
    if (props.onClose) props.onClose();
    else closeModal(navigate);
  };
  const act = (to: string) => {
    remove(push.id);
    const step = pushAction(to, {
      signedIn: Boolean(session.user) && !session.isGuest,
      guest: session.isGuest,
    });
    if (step.kind === 'go') navigate(step.to);
    else session.askSignIn({ kind: 'page', to: step.after });
  };
  return (
    <Dialog title={push.title} onClose={close} className="push-modal">
      <div className="push-modal__content" data-testid="push-modal">
        {push.icon && <img className="push-modal__icon" src={push.icon} alt="" width={64} height={64} />}
        <p className="push-modal__body">{push.body}</p>
      </div>
      <div className="modal__actions">
        {target && (
          <button type="button" className="button button--primary" onClick={() => act(target)}>
            {push.action || t('push_watch')}
          </button>
        )}
        <button type="button" className="button" onClick={close}>
          {t('push_close')}
        </button>
      </div>
    </Dialog>
  );
}
