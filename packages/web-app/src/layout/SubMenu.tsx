/**
 * A menu item with a sub-menu (001 §2: the catalogue page's sub pages). The item stays a link to its
 * page; beside it a disclosure button (aria-expanded) opens the sub pages' links. Keyboard: Enter or
 * Space on the button opens it and moves focus to the first link, arrows move between the links,
 * Escape closes it and gives focus back to the button; a click outside or focus leaving closes it.
 */
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLink, useMenuText } from './MenuLink';
import type { MenuItem } from './menu';
import { useDropdown } from './useDropdown';

function moveFocus(list: HTMLElement | null, step: number | 'first' | 'last') {
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    step === 'first' ? 0 : step === 'last' ? links.length - 1 : (at + step + links.length) % links.length;
  links[next]?.focus();
}

export function SubMenu({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const text = useMenuText()(item);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDropdown(open, close, box, button);

  const toggle = (focusFirst: boolean) => {
    const next = !open;
    setOpen(next);
    // The list renders hidden until open: focus it once it shows.
    if (next && focusFirst) requestAnimationFrame(() => moveFocus(list.current, 'first'));
  };
  const onListKey = (event: KeyboardEvent) => {
    const steps: Record<string, number | 'first' | 'last'> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus(list.current, step);
  };

  return (
    <div ref={box} className="sub-menu">
      <MenuLink item={item} className="header__link sub-menu__link" />
      <button
        ref={button}
        type="button"
        className="sub-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('menu_sections', { title: text })}
        onClick={(event) => toggle(event.detail === 0)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          if (!open) toggle(true);
          else moveFocus(list.current, 'first');
        }}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul ref={list} id={listId} className="more-menu__list" hidden={!open} onKeyDown={onListKey}>
        {(item.children ?? []).map((child) => (
          <li key={child.key}>
            <MenuLink item={child} className="more-menu__link" onClick={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
