/**
 * The bottom row of `<onair-player>`: skin/control-bar.ts decides which controls show, in what order and with
 * what labels; this keeps one native element per control (a button, the volume slider, the time, a menu) and
 * updates it in place, so focus stays on a control while the state changes around it.
 */

import { type BarControl, pressButton } from '../skin/control-bar';
import type { BarDeps } from './bar-deps';
import { h, type Item, icon, keyedList, setAttr, setIcon, setText } from './dom';
import { createMenu } from './menu-view';

type Of<K extends BarControl['kind']> = Extract<BarControl, { kind: K }>;

function button(c: Of<'button'>, deps: BarDeps, signal: AbortSignal): Item<BarControl> {
  const svg = icon(c.icon);
  const el = h('button', { type: 'button', part: `button ${c.id}-button` }, svg);
  el.addEventListener(
    'click',
    () => {
      const { controller } = deps;
      pressButton(c.id, {
        player: controller.player,
        actions: controller.actions,
        toggleFullscreen: deps.toggleFullscreen,
        host: deps.host(),
        cast: deps.cast.press,
      });
    },
    { signal },
  );
  // Reaching for the cast button is when Google's sender may load (cast-control.ts).
  if (c.id === 'cast') {
    for (const type of ['pointerenter', 'focus', 'touchstart']) {
      el.addEventListener(type, deps.cast.reach, { signal, passive: true });
    }
  }
  const update = (next: BarControl) => {
    if (next.kind !== 'button') return;
    setAttr(el, 'aria-label', next.label);
    setAttr(el, 'aria-pressed', next.pressed === undefined ? undefined : String(next.pressed));
    setIcon(svg, next.icon);
  };
  update(c);
  return { el, update };
}

function volume(c: Of<'volume'>, deps: BarDeps, signal: AbortSignal): Item<BarControl> {
  const el = h('input', {
    class: 'onair-skin__volume',
    part: 'volume',
    type: 'range',
    min: 0,
    max: 1,
    step: 0.05,
  });
  el.addEventListener('input', () => deps.controller.actions.setVolume(Number(el.value)), { signal });
  const update = (next: BarControl) => {
    if (next.kind !== 'volume') return;
    if (el.value !== String(next.value)) el.value = String(next.value);
    setAttr(el, 'aria-label', next.label);
    setAttr(el, 'aria-valuetext', next.valueText);
  };
  update(c);
  return { el, update };
}

function text(c: Of<'time'>): Item<BarControl> {
  const el = h('span', { class: 'onair-skin__time', part: 'time' });
  const update = (next: BarControl) => next.kind === 'time' && setText(el, next.text);
  update(c);
  return { el, update };
}

export function createControlBar(deps: BarDeps, signal: AbortSignal) {
  const el = h('div', { class: 'onair-skin__row', part: 'control-bar' });
  const items = new Map<string, Item<BarControl>>();
  const create = (c: BarControl): Item<BarControl> => {
    switch (c.kind) {
      case 'button':
        return button(c, deps, signal);
      case 'volume':
        return volume(c, deps, signal);
      case 'time':
        return text(c);
      case 'spacer':
        return { el: h('span', { class: 'onair-skin__spacer' }), update: () => {} };
      default:
        return createMenu(c, deps, signal);
    }
  };
  return {
    el,
    update(controls: readonly BarControl[]) {
      keyedList(el, controls, (c) => c.id, create, items);
    },
  };
}
