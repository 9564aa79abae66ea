import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountVideo } from './dom';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/** The frames mountVideo asked for, run by hand: jsdom's own frames need a visual page and real timers. */
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});
afterEach(() => vi.restoreAllMocks());
const nextFrame = () => {
  for (const callback of frames.splice(0)) callback(0);
};

describe('mountVideo', () => {
  it('makes the wrapper the containing block of the player’s absolutely placed layers, by the next frame', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { wrapper } = mountVideo(container);
    expect(wrapper.style.position).toBe('');
    nextFrame();
    expect(wrapper.style.position).toBe('relative');
  });

  it('reads no computed style while mounting (a forced style pass over the host page)', () => {
    const read = vi.spyOn(window, 'getComputedStyle');
    const container = document.createElement('div');
    document.body.append(container);
    mountVideo(container);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });

  it('keeps a position the host gave the wrapper', () => {
    const style = document.createElement('style');
    style.textContent = '.host-player { position: absolute; }';
    document.head.append(style);
    const container = document.createElement('div');
    document.body.append(container);
    const { wrapper } = mountVideo(container, 'host-player');
    nextFrame();
    expect(wrapper.style.position).toBe('');
    expect(getComputedStyle(wrapper).position).toBe('absolute');
  });
});
