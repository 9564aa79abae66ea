/**
 * A menu button of `<onair-player>` (speed, quality, audio, subtitles, episodes) with its list of choices.
 * The skin controller holds which menu is open (one at a time); keys follow skin/menu-keys.ts; the list
 * closes 200 ms after the pointer leaves it (§4) and after a choice, giving focus back to its button (on a
 * touch screen 400 ms after the choice, skin/menu-keys.ts choiceCloseDelay).
 */
import { MENU_HIDE_MS } from '../constants';
import { type BarControl, menuButtonName, selectMenuItem } from '../skin/control-bar';
import { choiceCloseDelay, leaveCloses, menuKey, openingChoice } from '../skin/menu-keys';
import { createDelay } from '../skin/policies/timers';
import type { BarDeps } from './bar-deps';
import { h, type Item, icon, keyedList, setAttr, setIcon, setText } from './dom';

type MenuControl = Extract<BarControl, { kind: 'menu' }>;
type Choice = MenuControl['items'][number];

export function createMenu(first: MenuControl, deps: BarDeps, signal: AbortSignal): Item<BarControl> {
  const { controller } = deps;
  const listId = `onair-${first.id}-menu`;
  let current = first;
  const svg = icon(first.icon);
  const badge = h('span', { class: 'onair-skin__badge', 'aria-hidden': 'true' });
  const trigger = h(
    'button',
    { type: 'button', part: `button menu-button ${first.id}-button`, 'aria-haspopup': 'menu' },
    svg,
    badge,
  );
  const list = h('div', { id: listId, class: 'onair-skin__menu', part: 'menu', role: 'menu' });
  const el = h('div', { class: 'onair-skin__menu-wrap' }, trigger);
  const choices = new Map<string, Item<Choice>>();
  const hide = createDelay(controller.timers);
  signal.addEventListener('abort', () => hide.cancel(), { once: true });
  const setOpen = (open: boolean) => controller.setOpenMenu(open ? current.id : null);
  const listen = (target: EventTarget, type: string, fn: (event: Event) => void) =>
    target.addEventListener(type, fn, { signal });

  listen(trigger, 'click', () => setOpen(controller.getUi().openMenu !== current.id));
  listen(el, 'pointerleave', (event) => {
    if (!leaveCloses((event as PointerEvent).pointerType ?? '')) return;
    if (controller.getUi().openMenu === current.id) hide.start(MENU_HIDE_MS, () => setOpen(false));
  });
  listen(el, 'pointerenter', () => hide.cancel());
  listen(list, 'keydown', (event) => {
    const e = event as KeyboardEvent;
    const buttons = [...list.children] as HTMLElement[];
    const action = menuKey(e.key, buttons.indexOf(e.target as HTMLElement), buttons.length);
    if (!action) return;
    if (action.type === 'focus') {
      e.preventDefault();
      e.stopPropagation();
      buttons[action.index]?.focus();
      return;
    }
    if (action.refocus) e.stopPropagation();
    setOpen(false);
    if (action.refocus) trigger.focus();
  });

  const choice = (item: Choice): Item<Choice> => {
    const b = h('button', { type: 'button', role: 'menuitemradio', tabindex: -1, part: 'menu-item' });
    listen(b, 'click', () => {
      selectMenuItem(current.id, item.id, controller.player, deps.host());
      const ms = choiceCloseDelay(controller.settings().mobile);
      if (ms > 0) return hide.start(ms, () => setOpen(false));
      setOpen(false);
      trigger.focus();
    });
    const update = (next: Choice) => {
      setText(b, next.label);
      setAttr(b, 'aria-checked', String(next.checked));
    };
    update(item);
    return { el: b, update };
  };

  const update = (next: BarControl) => {
    if (next.kind !== 'menu') return;
    current = next;
    const open = controller.getUi().openMenu === next.id;
    setIcon(svg, next.icon);
    setText(badge, next.badge ?? '');
    badge.hidden = next.badge === undefined;
    setAttr(trigger, 'aria-label', menuButtonName(next));
    setAttr(trigger, 'aria-expanded', String(open));
    setAttr(trigger, 'aria-controls', open ? listId : undefined);
    setAttr(list, 'aria-label', next.label);
    keyedList(list, next.items, (item) => item.id, choice, choices);
    if (open && !list.isConnected) {
      el.append(list);
      (list.children[openingChoice(next.items)] as HTMLElement | undefined)?.focus();
    } else if (!open && list.isConnected) list.remove();
  };
  update(first);
  return { el, update };
}
