import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountVideo } from './dom';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('mountVideo', () => {
  it('makes the wrapper the containing block of the player’s absolutely placed layers, by the next frame', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { wrapper } = mountVideo(container);
    await nextFrame();
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

  it('keeps a position the host gave the wrapper', async () => {
    const style = document.createElement('style');
    style.textContent = '.host-player { position: absolute; }';
    document.head.append(style);
    const container = document.createElement('div');
    document.body.append(container);
    const { wrapper } = mountVideo(container, 'host-player');
    await nextFrame();
    expect(wrapper.style.position).toBe('');
    expect(getComputedStyle(wrapper).position).toBe('absolute');
  });
});
