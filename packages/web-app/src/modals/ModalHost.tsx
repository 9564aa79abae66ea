/**
 * Renders the modal the URL hash names. Escape or a click on the overlay closes it (001 §2), unless
 * closing is blocked (auth in auth-only mode). Focus moves into the dialog and returns on close.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/context';
import { canClose, closeModal, modalFromHash } from './modal-url';
import './modal.css';

export function Dialog(props: {
  title: string;
  onClose: (() => void) | null;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { onClose } = props;
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    const controller = new AbortController();
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && onClose) {
          event.stopPropagation();
          onClose();
        }
      },
      { signal: controller.signal },
    );
    return () => {
      controller.abort();
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay click is a pointer shortcut; Escape and the close button are the keyboard paths.
    <div
      className="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={ref}
        className={`modal ${props.className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        tabIndex={-1}
      >
        <div className="modal__head">
          <h2 className="modal__title">{props.title}</h2>
          {onClose && (
            <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {props.children}
      </div>
    </div>
  );
}

export function ModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { t } = useTranslation();
  const id = modalFromHash(location.hash);
  if (!id) return null;
  const closable = canClose(id, session.status === 'auth-only', location.pathname);
  const close = closable ? () => closeModal(navigate) : null;

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
          <button type="button" className="button" onClick={() => closeModal(navigate)}>
            {t('close')}
          </button>
        </div>
      </Dialog>
    );
  }
  if (id === 'auth') {
    return (
      <Dialog title={t('sign_in')} onClose={close}>
        <p className="modal__text">{t('auth_placeholder')}</p>
        {session.status === 'auth-only' && <p className="modal__text">{t('auth_required')}</p>}
      </Dialog>
    );
  }
  return null;
}
