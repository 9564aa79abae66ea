/**
 * The "More" dropdown holding the menu items the header has no room for: a disclosure button with
 * aria-expanded; Escape closes it and gives focus back to the button; a click outside or focus moving
 * out closes it; following a link closes it. A catalogue item's sub pages show indented under it.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { MenuLink } from './MenuLink';
import type { MenuItem } from './menu';
import { useDropdown } from './useDropdown';

export function MoreMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  // The page on screen may be one of the hidden items: the button then shows as the current section.
  const holdsCurrent = items.some(
    (item) => !item.external && matchPath({ path: item.to, end: item.to === '/' }, pathname) !== null,
  );

  const close = useCallback(() => setOpen(false), []);
  useDropdown(open, close, box, button);

  return (
    <div ref={box} className="more-menu">
      <button
        ref={button}
        type="button"
        className={`header__link more-menu__button${holdsCurrent ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('menu_more')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="more-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <MenuLink item={item} className="more-menu__link" onClick={() => setOpen(false)} />
            {item.children ? (
              <ul className="more-menu__sub">
                {item.children.map((child) => (
                  <li key={child.key}>
                    <MenuLink item={child} className="more-menu__link" onClick={() => setOpen(false)} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
