/**
 * The app's dialog frame: a titled, focus-taking modal over an overlay. Escape or a click on the overlay
 * closes it (001 §2) unless `onClose` is null (auth in auth-only mode); focus returns on close.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
