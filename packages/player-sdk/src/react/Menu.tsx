/**
 * A menu button with a list of choices (speed, quality, audio, subtitles, episodes). Only one menu is open
 * at a time (the skin holds which); it closes 200 ms after the pointer leaves it (§4), on Escape (focus goes
 * back to its button) and after a choice. Arrow keys move between choices, as a menu should.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { MENU_HIDE_MS } from '../constants';
import { Icon, type IconName } from './icons';
import { createDelay, type SkinTimers } from './policies/timers';

export interface MenuItem {
  id: string;
  label: string;
  checked: boolean;
}

export interface MenuProps {
  id: string;
  label: string;
  icon: IconName;
  /** Short text beside the icon (current speed, quality). */
  badge?: ReactNode;
  items: readonly MenuItem[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelect(id: string): void;
  timers: SkinTimers;
}

export function Menu({ id, label, icon, badge, items, open, onOpenChange, onSelect, timers }: MenuProps) {
  // The visible badge (current speed or quality) belongs in the name too: speech-input users say what
  // they see (WCAG 2.5.3), and screen-reader users hear the current choice.
  const buttonName = typeof badge === 'string' || typeof badge === 'number' ? `${label}: ${badge}` : label;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const hide = useRef(createDelay(timers));
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;

  useEffect(() => {
    const delay = hide.current;
    return () => delay.cancel();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = listRef.current;
    const checked = list?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? list?.querySelector<HTMLElement>('[role="menuitemradio"]'))?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const choices = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [],
    );
    const index = choices.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choices[(index + step + choices.length) % choices.length]?.focus();
    } else if (event.key === 'Tab') {
      onOpenChange(false);
    }
  };

  return (
    <div
      className="onair-skin__menu-wrap"
      onPointerLeave={() => open && hide.current.start(MENU_HIDE_MS, () => openChange.current(false))}
      onPointerEnter={() => hide.current.cancel()}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={buttonName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name={icon} />
        {badge !== undefined && (
          <span className="onair-skin__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={listRef}
          id={`${id}-menu`}
          className="onair-skin__menu"
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitemradio"
              aria-checked={item.checked}
              tabIndex={-1}
              onClick={() => {
                onSelect(item.id);
                close(true);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
