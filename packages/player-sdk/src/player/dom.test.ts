import { afterEach, describe, expect, it } from 'vitest';
import { mountVideo } from './dom';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('mountVideo', () => {
  it('makes the wrapper the containing block of the player’s absolutely placed layers', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { wrapper } = mountVideo(container);
    expect(wrapper.style.position).toBe('relative');
  });

  it('keeps a position the host gave the wrapper', () => {
    const style = document.createElement('style');
    style.textContent = '.host-player { position: absolute; }';
    document.head.append(style);
    const container = document.createElement('div');
    document.body.append(container);
    const { wrapper } = mountVideo(container, 'host-player');
    expect(wrapper.style.position).toBe('');
    expect(getComputedStyle(wrapper).position).toBe('absolute');
  });
});
