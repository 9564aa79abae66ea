/**
 * The bottom row as data, for both skins: which controls show, in reading order (so Tab walks them left to
 * right), with their labels, icons, pressed states and menus; and what pressing each one or choosing a menu
 * item does. Skips show in archive and VOD only (never forward on live), the menus only when there is a choice
 * (§5 quality list, de-duplicated audio, subtitles with a language), PiP where the browser offers it, casting
 * where Remote Playback or Google's Cast sender finds a device (cast-control.ts). A renderer maps each entry to a native, labelled button, slider or menu.
 */
import { SKIP_STEP_S } from '../constants';
import { dedupeAudioTracks, PLAYBACK_RATES, qualityOptions, usableSubtitleTracks } from '../tracks/tracks';
import type { SkinActions } from './actions';
import type { CastOptions } from './cast-sender';
import { formatDuration } from './format';
import type { IconName } from './icons';
import type { MessageKey } from './messages';
import { canSkip } from './policies/derived';
import { type SkinPlayer, type SkinState, skinState } from './skin-state';
import type { Translator } from './translate';

export interface EpisodeItem {
  id: string | number;
  title: string;
}

/** What a host adds to the bar: the series' episodes and the next one (§2). */
export interface ControlBarProps {
  episodes?: readonly EpisodeItem[];
  currentEpisodeId?: string | number;
  onSelectEpisode?(id: string | number): void;
  nextEpisode?: EpisodeItem | null;
  onNextEpisode?(): void;
  /**
   * Google Cast: the sender script is loaded from Google when given (001 §7), once the viewer reaches for the
   * cast button; without it, or where Cast is absent, the cast button uses the browser's Remote Playback.
   */
  cast?: CastOptions | false;
}

export type ButtonId =
  | 'play'
  | 'skip-back'
  | 'skip-forward'
  | 'mute'
  | 'next'
  | 'pip'
  | 'cast'
  | 'fullscreen';
export type MenuId = 'speed' | 'quality' | 'audio' | 'subtitles' | 'episodes';

export interface MenuItem {
  id: string;
  label: string;
  checked: boolean;
}

export type BarControl =
  | { kind: 'button'; id: ButtonId; label: string; icon: IconName; pressed?: boolean }
  | { kind: 'volume'; id: 'volume'; label: string; value: number; valueText: string }
  | { kind: 'time'; id: 'time'; text: string }
  | { kind: 'spacer'; id: 'spacer' }
  | { kind: 'menu'; id: MenuId; label: string; icon: IconName; badge?: string; items: MenuItem[] };

export interface BarContext {
  t: Translator;
  /** The skin's root is fullscreen. */
  fullscreen: boolean;
  /** A cast device can be reached: Remote Playback or Google's sender (cast-control.ts). */
  castable: boolean;
  host: ControlBarProps;
}

const rateLabel = (rate: number) => `${rate}×`;

function menus(s: SkinState, { t, host }: BarContext, live: boolean): BarControl[] {
  const out: BarControl[] = [];
  const menu = (id: MenuId, label: MessageKey, icon: IconName, items: MenuItem[], badge?: string) =>
    out.push({ kind: 'menu', id, label: t(label), icon, items, ...(badge === undefined ? {} : { badge }) });
  if (!live && s.source !== null) {
    const items = PLAYBACK_RATES.map((r) => ({
      id: String(r),
      label: r === 1 ? t('speed_normal') : rateLabel(r),
      checked: r === s.rate,
    }));
    menu('speed', 'speed', 'speed', items, s.rate === 1 ? undefined : rateLabel(s.rate));
  }
  const levels = qualityOptions(s.qualityLevels).levels;
  if (levels.length > 0) {
    const active = levels.find((l) => l.id === s.quality);
    const items = [
      { id: 'auto', label: t('quality_auto'), checked: s.quality === 'auto' },
      ...levels.map((l) => ({
        id: String(l.id),
        label: l.label ?? `${l.height}p`,
        checked: l.id === s.quality,
      })),
    ];
    menu('quality', 'quality', 'settings', items, s.quality === 'auto' ? t('quality_auto') : active?.label);
  }
  const audio = dedupeAudioTracks(s.audioTracks);
  if (audio.length > 1) {
    menu(
      'audio',
      'audio',
      'audio',
      audio.map((a) => ({ id: a.language, label: a.name || a.language, checked: a.enabled })),
    );
  }
  const subtitles = usableSubtitleTracks(s.subtitleTracks);
  if (subtitles.length > 0) {
    menu('subtitles', 'subtitles', 'subtitles', [
      { id: '', label: t('subtitles_off'), checked: !subtitles.some((x) => x.enabled) },
      ...subtitles.map((x) => ({ id: x.language, label: x.name || x.language, checked: x.enabled })),
    ]);
  }
  const episodes = host.episodes;
  if (episodes && episodes.length > 0 && host.onSelectEpisode) {
    menu(
      'episodes',
      'episodes',
      'list',
      episodes.map((e) => ({
        id: String(e.id),
        label: e.title,
        checked: String(e.id) === String(host.currentEpisodeId),
      })),
    );
  }
  return out;
}

export function controlBar(state: SkinState, context: BarContext): BarControl[] {
  const s = skinState(state);
  const { t, host } = context;
  const playing = s.playing && !s.paused;
  const live = s.source?.kind === 'live' && !s.timeline?.isArchive;
  const volume = s.muted ? 0 : s.volume;
  const out: BarControl[] = [
    { kind: 'button', id: 'play', label: t(playing ? 'pause' : 'play'), icon: playing ? 'pause' : 'play' },
  ];
  if (canSkip(s)) {
    out.push({
      kind: 'button',
      id: 'skip-back',
      label: t('skip_back', { seconds: SKIP_STEP_S }),
      icon: 'back',
    });
    // On live there is nothing ahead of the present to skip to.
    if (!live) {
      const label = t('skip_forward', { seconds: SKIP_STEP_S });
      out.push({ kind: 'button', id: 'skip-forward', label, icon: 'forward' });
    }
  }
  out.push(
    {
      kind: 'button',
      id: 'mute',
      label: t(s.muted ? 'unmute' : 'mute'),
      icon: s.muted || s.volume === 0 ? 'muted' : 'volume',
    },
    {
      kind: 'volume',
      id: 'volume',
      label: t('volume'),
      value: volume,
      valueText: `${Math.round(volume * 100)}%`,
    },
  );
  if (live) out.push({ kind: 'time', id: 'time', text: t('live') });
  else if (s.source !== null) {
    const text = `${formatDuration(Math.floor(s.currentTime))} / ${formatDuration(s.duration)}`;
    out.push({ kind: 'time', id: 'time', text });
  }
  out.push({ kind: 'spacer', id: 'spacer' }, ...menus(s, context, live));
  if (host.nextEpisode && host.onNextEpisode) {
    const label = `${t('next_episode')}: ${host.nextEpisode.title}`;
    out.push({ kind: 'button', id: 'next', label, icon: 'next' });
  }
  if (s.pip.available || s.pip.active) {
    const label = t(s.pip.active ? 'pip_exit' : 'pip_enter');
    out.push({ kind: 'button', id: 'pip', label, icon: 'pip', pressed: s.pip.active });
  }
  if (context.castable) out.push({ kind: 'button', id: 'cast', label: t('cast'), icon: 'cast' });
  out.push({
    kind: 'button',
    id: 'fullscreen',
    label: t(context.fullscreen ? 'fullscreen_exit' : 'fullscreen_enter'),
    icon: context.fullscreen ? 'exitFullscreen' : 'fullscreen',
    pressed: context.fullscreen,
  });
  return out;
}

/** The accessible name of a menu's button: the visible badge belongs in it (WCAG 2.5.3). */
export function menuButtonName(control: Extract<BarControl, { kind: 'menu' }>): string {
  return control.badge === undefined ? control.label : `${control.label}: ${control.badge}`;
}

export interface PressContext {
  player: SkinPlayer;
  actions: SkinActions;
  toggleFullscreen(): void;
  host: ControlBarProps;
  /** The cast button's press (cast-control.ts). */
  cast(): void;
}

export function pressButton(id: ButtonId, c: PressContext): void {
  const { player } = c;
  if (id === 'play') c.actions.togglePlay();
  else if (id === 'skip-back' || id === 'skip-forward') c.actions.skip(id === 'skip-back' ? -1 : 1);
  else if (id === 'mute') player.toggleMute();
  else if (id === 'next') c.host.onNextEpisode?.();
  else if (id === 'pip') player.togglePictureInPicture().catch(() => {});
  else if (id === 'fullscreen') c.toggleFullscreen();
  else c.cast();
}

export function selectMenuItem(menu: MenuId, item: string, player: SkinPlayer, host: ControlBarProps): void {
  if (menu === 'speed') player.setRate(Number(item));
  else if (menu === 'quality') player.setQuality(item === 'auto' ? 'auto' : Number(item));
  else if (menu === 'audio') player.setAudioLanguage(item);
  else if (menu === 'subtitles') player.setSubtitleLanguage(item === '' ? null : item);
  else {
    const episode = host.episodes?.find((e) => String(e.id) === item);
    if (episode) host.onSelectEpisode?.(episode.id);
  }
}
