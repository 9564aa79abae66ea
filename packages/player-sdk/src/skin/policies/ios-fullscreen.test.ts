import { describe, expect, it } from 'vitest';
import {
  enterIosFullscreen,
  exitIosFullscreen,
  IOS_FULLSCREEN_IDLE,
  iosExitBlocked,
  onIosPause,
  onIosPlay,
} from './ios-fullscreen';

describe('iOS fullscreen guards', () => {
  it('does not count pauses within 2 s of entering as user pauses, and resumes after exit', () => {
    const entered = enterIosFullscreen(10_000);
    const paused = onIosPause(entered, 11_999);
    expect(paused.userPaused).toBe(false);
    expect(exitIosFullscreen(paused).resume).toBe(true);
  });
  it('does not resume after exit when the viewer paused', () => {
    const paused = onIosPause(enterIosFullscreen(0), 2000);
    expect(paused.userPaused).toBe(true);
    expect(exitIosFullscreen(paused)).toEqual({ state: IOS_FULLSCREEN_IDLE, resume: false });
    expect(exitIosFullscreen(onIosPlay(paused)).resume).toBe(true);
  });
  it('blocks exit for 3 s after entering', () => {
    const entered = enterIosFullscreen(0);
    expect(iosExitBlocked(entered, 2999)).toBe(true);
    expect(iosExitBlocked(entered, 3000)).toBe(false);
    expect(iosExitBlocked(IOS_FULLSCREEN_IDLE, 0)).toBe(false);
  });
  it('ignores pauses outside fullscreen', () => {
    expect(onIosPause(IOS_FULLSCREEN_IDLE, 5000)).toBe(IOS_FULLSCREEN_IDLE);
  });
});
