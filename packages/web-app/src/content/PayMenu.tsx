/**
 * Several ways to buy a title (001 §4 watch button): a Buy ▾ button opening the list of its pay buttons. A
 * guest is asked to sign in first; back here the list opens to choose from (the caller's `open`).
 */
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPayButton } from './watch-offer';

export function PayMenu({
  pay,
  open,
  onToggle,
  onChoose,
  children,
}: {
  pay: readonly ContentPayButton[];
  open: boolean;
  /** Opens or closes the list, or asks a guest to sign in. */
  onToggle: () => void;
  /** One way chosen: the caller closes the list and buys with it. */
  onChoose: (button: ContentPayButton) => void;
  /** The purchase's dialogs, kept inside the dropdown where they always were. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the button or any entry closes the list.
    <div
      className="dropdown"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        onToggle();
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button button--accent"
        aria-expanded={open}
        onClick={onToggle}
      >
        {t('buy')} ▾
      </button>
      {open && (
        // Floating over what follows (content.css): the hero no longer clips, only its trailer does.
        <ul className="dropdown__menu pay-menu">
          {pay.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pay buttons carry no id.
            <li key={i}>
              <button type="button" className="button button--link" onClick={() => onChoose(b)}>
                <span>{b.caption}</span> {b.sub_caption && <small>{b.sub_caption}</small>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
