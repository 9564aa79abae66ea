/**
 * What `<onair-player>` shows over the picture: the centre (§8 DRM alert and error panels with 'more', the
 * picture-in-picture notice, spinners, the big play button, the play/pause flash), the unmute tip, the ad
 * break (badge, time left, skip countdown then skip, learn more), packshots and playback points, and the
 * transient alerts. skin/status-view.ts and skin/ad-view.ts decide; buttons that stay on screen while a
 * countdown ticks keep their element, so keyboard focus stays on them.
 */
import { actOnPoint, adBadgeText, adView } from '../skin/ad-view';
import type { AlertItem, SkinController } from '../skin/controller';
import type { PlaybackPoint, SkinState } from '../skin/skin-state';
import { type CentreView, statusView } from '../skin/status-view';
import type { Translator } from '../skin/translate';
import { h, type Item, icon, keyedList, setText } from './dom';

export interface OverlayDeps {
  controller: SkinController;
  onNextEpisode: () => (() => void) | undefined;
}

function centreNode(c: CentreView, more: boolean, t: Translator, controller: SkinController): Node | null {
  const { player, actions } = controller;
  const moreButton = () => {
    if (!more) return null;
    const b = h('button', { type: 'button', part: 'button more-button' }, t('more'));
    b.addEventListener('click', () => controller.openDiagnostics());
    return b;
  };
  const panel = (role: string, ...children: (Node | null)[]) =>
    h('div', { class: 'onair-skin__panel', part: 'panel', role }, ...children);
  switch (c?.kind) {
    case 'drm':
      return panel(
        'alert',
        h('p', {}, h('strong', {}, t('drm_error'))),
        h('p', {}, c.message),
        c.code === undefined ? null : h('p', {}, t('drm_code', { code: c.code })),
        moreButton(),
      );
    case 'error':
      return panel('alert', h('p', {}, t(c.key)), moreButton());
    case 'pip': {
      const exit = h('button', { type: 'button', part: 'button pip-exit-button' }, t('pip_exit'));
      exit.addEventListener('click', () => player.togglePictureInPicture().catch(() => {}));
      return panel('status', h('p', {}, t('pip_title')), exit);
    }
    case 'spinner':
      return h('div', {
        class: 'onair-skin__spinner',
        part: 'spinner',
        role: 'status',
        'aria-label': t(c.label),
      });
    case 'big-play': {
      const b = h('button', {
        type: 'button',
        class: 'onair-skin__big-play',
        part: 'big-play',
        'aria-label': t('play'),
      });
      b.append(icon('play'));
      b.addEventListener('click', () => actions.togglePlay());
      return b;
    }
    case 'flash':
      return h('div', { class: 'onair-skin__flash', 'aria-hidden': 'true' }, icon(c.icon));
    default:
      return null;
  }
}

export function createOverlays(deps: OverlayDeps, signal: AbortSignal) {
  const { controller } = deps;
  const { player } = controller;
  const listen = (target: EventTarget, type: string, fn: () => void) =>
    target.addEventListener(type, fn, { signal });

  const centre = h('div', { class: 'onair-skin__center', part: 'center' });
  let centreKey = '';
  const tip = h('button', { type: 'button', class: 'onair-skin__tip', part: 'unmute-tip' });
  listen(tip, 'click', () => player.toggleMute());

  // The ad layer: a badge, learn more, the skip countdown and button, the packshot, the points.
  const badgeTitle = h('span');
  const badgeLeft = h('span');
  const badge = h('div', { class: 'onair-skin__ad-badge', part: 'ad-badge' }, badgeTitle, badgeLeft);
  const more = h('button', {
    type: 'button',
    class: 'onair-skin__ad-more',
    part: 'button ad-learn-more-button',
  });
  const countdown = h('div', {
    class: 'onair-skin__ad-skip onair-skin__panel',
    part: 'ad-countdown',
    'aria-live': 'off',
  });
  const skip = h('button', { type: 'button', class: 'onair-skin__ad-skip', part: 'button ad-skip-button' });
  const packshot = h('div', { class: 'onair-skin__packshot', part: 'packshot', role: 'status' });
  const points = h('fieldset', { class: 'onair-skin__points', part: 'playback-points' });
  const pointItems = new Map<string, Item<PlaybackPoint>>();
  const ad = h(
    'div',
    { class: 'onair-skin__ad', part: 'ad' },
    badge,
    more,
    countdown,
    skip,
    packshot,
    points,
  );
  // The player tracks the click and opens the one window; opening here too made two.
  listen(more, 'click', () => player.clickAd?.());
  listen(skip, 'click', () => player.skipAd?.());
  const point = (p: PlaybackPoint): Item<PlaybackPoint> => {
    let current = p;
    const b = h('button', { type: 'button', part: 'button playback-point-button' });
    listen(b, 'click', () => actOnPoint(player, current, deps.onNextEpisode()));
    const update = (next: PlaybackPoint) => {
      current = next;
      setText(b, next.button.label);
    };
    update(p);
    return { el: b, update };
  };

  const alerts = h('div', { class: 'onair-skin__alerts', part: 'alerts' });
  const alertItems = new Map<string, Item<AlertItem>>();

  return {
    nodes: [centre, tip, ad] as const,
    alerts,
    update(state: SkinState, t: Translator) {
      const ui = controller.getUi();
      const status = statusView(state, ui);
      const key = JSON.stringify([status.centre, status.more, t('more'), t('play')]);
      if (key !== centreKey) {
        centreKey = key;
        const node = centreNode(status.centre, status.more, t, controller);
        centre.replaceChildren(...(node ? [node] : []));
      }
      tip.hidden = !status.unmuteTip;
      setText(tip, t('tip_unmute'));

      const view = adView(state);
      const inBreak = view.kind !== 'content';
      badge.hidden = !inBreak;
      if (inBreak) {
        const text = adBadgeText(t, view.badge);
        setText(badgeTitle, text.title);
        setText(badgeLeft, text.remaining === null ? '' : ` · ${text.remaining}`);
      }
      more.hidden = !(view.kind === 'roll' && view.learnMore);
      setText(more, t('ad_learn_more'));
      const skipIn = view.kind === 'roll' ? view.skipIn : null;
      countdown.hidden = skipIn === null || skipIn <= 0;
      if (skipIn !== null && skipIn > 0) setText(countdown, t('ad_skip_in', { seconds: skipIn }));
      skip.hidden = view.kind === 'roll' ? skipIn !== 0 : !(view.kind === 'interstitial' && view.skip);
      setText(skip, t('ad_skip'));
      packshot.hidden = view.kind !== 'content' || view.packshot === null;
      if (view.kind === 'content' && view.packshot !== null)
        setText(packshot, t('packshot', { seconds: view.packshot }));
      const shown = view.kind === 'content' ? view.points : [];
      points.hidden = shown.length === 0;
      points.setAttribute('aria-label', t('playback_points'));
      keyedList(points, shown, (p) => String(p.id), point, pointItems);

      keyedList(
        alerts,
        ui.alerts,
        (a) => String(a.id),
        (a) => {
          const el = h('div', { class: 'onair-skin__alert', part: 'alert', role: 'alert' }, t(a.key));
          return { el, update: (next) => el.toggleAttribute('data-leaving', next.leaving === true) };
        },
        alertItems,
      );
    },
  };
}
