/**
 * A menu button with a list of choices (speed, quality, audio, subtitles, episodes) as React elements. Only
 * one menu is open at a time (the skin controller holds which); its keys, its 200 ms close after the pointer
 * leaves it (§4) and its close after a choice (at once, 400 ms later on a touch screen) follow skin/menu-keys.ts.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { MENU_HIDE_MS } from '../constants';
import { type BarControl, menuButtonName } from '../skin/control-bar';
import { choiceCloseDelay, leaveCloses, menuKey, openingChoice } from '../skin/menu-keys';
import { createDelay, type Delay } from '../skin/policies/timers';
import { Icon } from './Icon';
import { useSkin } from './skin-context';

export interface MenuProps {
  control: Extract<BarControl, { kind: 'menu' }>;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelect(id: string): void;
}

export function Menu({ control, open, onOpenChange, onSelect }: MenuProps) {
  const { controller } = useSkin();
  const id = `onair-${control.id}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const hide = useRef<Delay | null>(null);
  const hideDelay = () => {
    if (controller) hide.current ??= createDelay(controller.timers);
    return hide.current;
  };
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;

  // The delay is made on first use, so the cleanup reads the ref when it runs.
  useEffect(() => () => hide.current?.cancel(), []);

  // Only on opening: focus must not jump back while the viewer moves through the list.
  const items = useRef(control.items);
  items.current = control.items;
  useEffect(() => {
    if (!open) return;
    const choices = listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    choices?.[openingChoice(items.current)]?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const choices = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [],
    );
    const action = menuKey(event.key, choices.indexOf(event.target as HTMLElement), choices.length);
    if (!action) return;
    if (action.type === 'focus') {
      event.preventDefault();
      event.stopPropagation();
      choices[action.index]?.focus();
      return;
    }
    if (action.refocus) event.stopPropagation();
    onOpenChange(false);
    if (action.refocus) buttonRef.current?.focus();
  };

  return (
    <div
      className="onair-skin__menu-wrap"
      onPointerLeave={(event) =>
        open &&
        leaveCloses(event.pointerType) &&
        hideDelay()?.start(MENU_HIDE_MS, () => openChange.current(false))
      }
      onPointerEnter={() => hide.current?.cancel()}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={menuButtonName(control)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name={control.icon} />
        {control.badge !== undefined && (
          <span className="onair-skin__badge" aria-hidden="true">
            {control.badge}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={listRef}
          id={`${id}-menu`}
          className="onair-skin__menu"
          role="menu"
          aria-label={control.label}
          onKeyDown={onKeyDown}
        >
          {control.items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitemradio"
              aria-checked={item.checked}
              tabIndex={-1}
              onClick={() => {
                onSelect(item.id);
                const ms = choiceCloseDelay(controller?.settings().mobile ?? false);
                if (ms > 0) hideDelay()?.start(ms, () => openChange.current(false));
                else {
                  onOpenChange(false);
                  buttonRef.current?.focus();
                }
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
