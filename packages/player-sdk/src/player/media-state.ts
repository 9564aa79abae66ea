/**
 * Why: the media element is the truth for playing/paused/waiting/time/volume; this maps its events into state
 * patches in one place, each listener bound to the player's lifetime signal so destroy removes them all.
 */
import type { Emitter } from 'mitt';
import type { PlayerEvents, PlayerState } from '../types/player';
import { fullscreenActive, pipActive } from './screen-modes';

export function bindMediaState(
  video: HTMLVideoElement,
  wrapper: HTMLElement,
  signal: AbortSignal,
  get: () => PlayerState,
  set: (patch: Partial<PlayerState>) => void,
  emitter: Emitter<PlayerEvents>,
): void {
  const on = (type: string, handler: () => void) => video.addEventListener(type, handler, { signal });
  const bufferedEnd = () => {
    const ranges = video.buffered;
    return ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
  };

  on('loadstart', () => set({ loading: true, ended: false }));
  // The element's load algorithm (an engine detaching, a new source) drops queued 'pause' events; read it back.
  on('emptied', () => set({ playing: false, waiting: false, paused: video.paused, bufferedEnd: 0 }));
  on('waiting', () => set({ waiting: true }));
  on('seeking', () => set({ waiting: true }));
  on('seeked', () => set({ waiting: false, currentTime: video.currentTime }));
  on('canplay', () => set({ loading: false, waiting: false }));
  on('playing', () => set({ playing: true, paused: false, waiting: false, loading: false, ended: false }));
  on('play', () => set({ paused: false, ended: false }));
  on('pause', () => set({ playing: false, paused: true }));
  on('ended', () => {
    set({ playing: false, paused: true, ended: true });
    emitter.emit('ended', undefined);
  });
  on('timeupdate', () => set({ currentTime: video.currentTime, bufferedEnd: bufferedEnd() }));
  on('progress', () => set({ bufferedEnd: bufferedEnd() }));
  on('durationchange', () => {
    const duration = video.duration;
    const live = duration === Number.POSITIVE_INFINITY;
    set({ duration: Number.isFinite(duration) ? duration : 0, live: live || get().source?.kind === 'live' });
  });
  on('volumechange', () => set({ volume: video.volume, muted: video.muted }));
  on('ratechange', () => set({ rate: video.playbackRate }));
  const screenModes = () =>
    set({
      pip: { ...get().pip, active: pipActive(video) },
      fullscreen: { ...get().fullscreen, active: fullscreenActive(wrapper) },
    });
  on('enterpictureinpicture', screenModes);
  on('leavepictureinpicture', screenModes);
  wrapper.ownerDocument.addEventListener('fullscreenchange', screenModes, { signal });
}
