/**
 * The progress bar of `<onair-player>`: the VOD bar (media time, buffered part) or the TV bar (the programme
 * line with ‹ ›, aired part, playable range, live edge, go to live), both one native range input. The
 * arithmetic is skin/progress.ts, the keys that carry on into the neighbour programmes
 * skin/policies/programme-keys.ts, the tooltip's place skin/policies/derived.ts: this only draws them.
 */
import type { SkinController } from '../skin/controller';
import { tooltipLeft, tooltipWidth } from '../skin/policies/derived';
import { programmeKeyStep } from '../skin/policies/programme-keys';
import {
  hoverText,
  type ProgressView,
  pointerFraction,
  programmeLine,
  thumbnailBox,
  tvScrubTarget,
} from '../skin/progress';
import type { SkinState } from '../skin/skin-state';
import type { Translator } from '../skin/translate';
import { h, icon, setAttr, setText } from './dom';

export interface ProgressDeps {
  controller: SkinController;
  mobile: () => boolean;
}

export function createProgress(deps: ProgressDeps, signal: AbortSignal) {
  const { controller } = deps;
  const { player, actions } = controller;
  const el = h('div', { class: 'onair-skin__bar', part: 'progress' });
  let view: ProgressView | null = null;
  let hover: number | null = null;
  const listen = (target: EventTarget, type: string, fn: (event: Event) => void) =>
    target.addEventListener(type, fn, { signal });

  // Programme line (TV bar only).
  const step = (direction: -1 | 1) => {
    const b = h('button', {
      type: 'button',
      part: `button programme-${direction < 0 ? 'previous' : 'next'}-button`,
      'aria-keyshortcuts': direction < 0 ? 'PageDown' : 'PageUp',
    });
    b.append(icon(direction < 0 ? 'chevronLeft' : 'chevronRight'));
    listen(b, 'click', () => player.stepProgramme?.(direction));
    return b;
  };
  const back = step(-1);
  const forward = step(1);
  const day = h('span', { class: 'onair-skin__programme-day' });
  const startText = document.createTextNode('');
  const title = h('span', { class: 'onair-skin__programme-title', 'aria-live': 'polite' });
  const end = h('span', { class: 'onair-skin__programme-time onair-skin__programme-end' });
  const programme = h(
    'div',
    { class: 'onair-skin__programme', part: 'programme' },
    back,
    h('span', { class: 'onair-skin__programme-time' }, day, startText),
    title,
    end,
    forward,
  );

  // The bar itself: one track with its layers, the range input, the hover tooltip.
  const layer = (name: string) => h('div', { class: `onair-skin__${name}` });
  const buffered = layer('buffered');
  const aired = layer('aired');
  const playable = layer('playable');
  const fill = layer('fill');
  const edge = layer('edge');
  const track = h('div', { class: 'onair-skin__track' }, buffered, aired, playable, fill, edge);
  const range = h('input', { class: 'onair-skin__range', part: 'range', type: 'range' });
  const thumb = h('span', { class: 'onair-skin__thumb' }, h('span'));
  const tipText = document.createTextNode('');
  const tooltip = h('div', { class: 'onair-skin__tooltip', part: 'tooltip' }, thumb, tipText);
  const bar = h('div', { class: 'onair-skin__progress' }, track, range, tooltip);
  const live = h('button', { type: 'button', part: 'button live-button' });
  const row = h('div', { class: 'onair-skin__row' }, bar, live);
  listen(live, 'click', () => actions.goToLive());

  listen(range, 'input', () => {
    const wanted = Number(range.value);
    if (view?.kind === 'tv') actions.seekTv(tvScrubTarget(view, wanted));
    else actions.seekVod(wanted);
  });
  listen(range, 'keydown', (event) => {
    const e = event as KeyboardEvent;
    if (view?.kind !== 'tv' || !player.stepProgramme) return;
    const direction = programmeKeyStep(e.key, view.value, view.reachable, view.ended);
    if (direction === null) return;
    e.preventDefault();
    player.stepProgramme(direction.step, direction.landing);
  });
  listen(bar, 'pointermove', (event) => {
    hover = pointerFraction((event as PointerEvent).clientX, bar.getBoundingClientRect()).fraction;
    if (view?.kind === 'tv') player.hoverTimeline?.(hover);
    drawTooltip();
  });
  listen(bar, 'pointerleave', () => {
    hover = null;
    if (view?.kind === 'tv') player.hoverTimeline?.(null);
    drawTooltip();
  });

  function drawTooltip(): void {
    const text = view && hover !== null ? hoverText(view, hover) : null;
    tooltip.hidden = text === null;
    if (!view || text === null || hover === null) return;
    const width = tooltipWidth(controller.getUi().fullscreen, deps.mobile());
    const { width: barWidth } = pointerFraction(0, bar.getBoundingClientRect());
    tooltip.style.left = `${tooltipLeft(hover, barWidth, width)}px`;
    tooltip.style.width = `${width}px`;
    setText(tipText, text);
    const shot = view.kind === 'tv' ? view.bar.hover?.thumbnail : null;
    thumb.hidden = !shot;
    if (!shot) return;
    const box = thumbnailBox(shot, width);
    thumb.style.height = `${box.height}px`;
    const sprite = thumb.firstElementChild as HTMLElement;
    const { width: w, height: hh, ...rest } = box.sprite;
    Object.assign(sprite.style, rest, { width: `${w}px`, height: `${hh}px` });
  }

  return {
    el,
    update(next: ProgressView | null, state: SkinState, t: Translator) {
      view = next;
      el.hidden = next === null;
      if (!next) {
        el.replaceChildren();
        return;
      }
      const tv = next.kind === 'tv';
      if (tv && programme.parentNode !== el) el.replaceChildren(programme, row);
      if (!tv && bar.parentNode !== el) el.replaceChildren(bar);
      setAttr(range, 'aria-label', t('progress'));
      setAttr(range, 'min', tv ? next.min : 0);
      setAttr(range, 'max', next.max);
      setAttr(range, 'step', tv ? next.step : 1);
      if (range.value !== String(next.value)) range.value = String(next.value);
      range.disabled = next.disabled;
      setAttr(range, 'aria-valuetext', next.valueText);
      setAttr(range, 'aria-keyshortcuts', tv && player.stepProgramme ? 'PageUp PageDown' : undefined);
      fill.style.width = next.fill;
      buffered.hidden = tv;
      aired.hidden = !tv;
      edge.hidden = !tv;
      if (next.kind === 'vod') buffered.style.width = next.buffered;
      else {
        aired.style.width = next.aired;
        edge.style.left = next.edge;
        playable.hidden = next.playable === null;
        if (next.playable) Object.assign(playable.style, next.playable);
        live.hidden = !next.goToLive;
        setText(live, t('go_live'));
        const line = programmeLine(state, next.bar, t, Boolean(player.stepProgramme));
        setAttr(programme, 'data-pending', line.pending ? 'true' : undefined);
        setText(day, line.day ? `${line.day} ` : '');
        setText(startText, line.start);
        setText(title, line.title);
        setText(end, line.end);
        back.hidden = forward.hidden = line.steps === null;
        for (const [b, enabled, label] of [
          [back, line.steps?.back, t('programme_previous')],
          [forward, line.steps?.forward, t('programme_next')],
        ] as const) {
          b.disabled = !enabled;
          setAttr(b, 'aria-label', label);
          setAttr(b, 'title', label);
        }
      }
      if (!tv) playable.hidden = true;
      drawTooltip();
    },
  };
}
