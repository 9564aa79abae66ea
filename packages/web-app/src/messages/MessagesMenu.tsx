/**
 * The header's messages dropdown (001 §2): a bell with the unread counter, the messages newest first,
 * mark-all-read, and a Delete button on each message (000 §7 DELETE messages). Shown to signed-in viewers
 * only (001 §6).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useDropdown } from '../layout/useDropdown';
import { useAccountT } from '../parental/useAccountT';
import { unreadBadge } from './poll-policy';
import { useMessages } from './useMessages';
import './messages.css';
import { formatDate } from '../i18n/date-format';

export function MessagesMenu() {
  const { t, i18n, ready } = useAccountT();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDropdown(open, close, box, button);
  const messages = useMessages(open);
  const badge = unreadBadge(messages.unread);
  // A refused call says the server's words in the panel and changes nothing there.
  const report = (done: Promise<unknown>) =>
    void done.then(
      () => setFailure(null),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  if (!ready) return null;
  return (
    <div ref={box} className="messages-menu" data-testid="messages-menu">
      <button
        ref={button}
        type="button"
        className="icon-button messages-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={badge ? t('messages_unread', { count: messages.unread }) : t('messages')}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">✉</span>
        {badge && (
          <span className="messages-menu__badge" data-testid="messages-unread">
            {badge}
          </span>
        )}
      </button>
      <div id={panelId} className="messages-menu__panel" hidden={!open}>
        <div className="messages-menu__head">
          <strong>{t('messages')}</strong>
          {messages.unread > 0 && (
            <button
              type="button"
              className="button button--link"
              onClick={() => report(messages.markAllRead())}
            >
              {t('messages_mark_all_read')}
            </button>
          )}
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {messages.list.isPending ? (
          <p className="muted">{t('loading')}</p>
        ) : messages.list.isError ? (
          <p role="alert">{t('messages_failed')}</p>
        ) : messages.list.data.results.every((m) => m.removed) ? (
          <p className="muted">{t('messages_none')}</p>
        ) : (
          <ul className="messages-menu__list">
            {messages.list.data.results
              .filter((m) => !m.removed)
              .map((message) => (
                <li key={message.id} className={message.is_read ? '' : 'is-unread'}>
                  <div className="messages-menu__title">
                    <strong>{message.title}</strong>
                    <button
                      type="button"
                      className="button button--link messages-menu__delete"
                      aria-label={t('messages_delete_label', { title: message.title })}
                      onClick={() => report(messages.remove(message.id))}
                    >
                      {t('messages_delete')}
                    </button>
                  </div>
                  <p>{message.text}</p>
                  {message.created_at && (
                    <time className="muted" dateTime={message.created_at}>
                      {formatDate(new Date(message.created_at).getTime(), i18n.language, 'dateTime')}
                    </time>
                  )}
                </li>
              ))}
          </ul>
        )}
      </div>
    </div>
  );
}
