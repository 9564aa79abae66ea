import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '../api/schemas';

const channel = { id: 7, name: 'OnAir Seven', logo: 'https://tv.example/logos/7.svg' } as unknown as Channel;

let report: ((element: Element) => void) | null = null;
class DrivenObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (element) =>
      callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  report = null;
});

describe('ChannelLogo', () => {
  it('asks for the logo file only once the row nears the list’s view', async () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    vi.resetModules();
    const { ChannelLogo } = await import('./ChannelList');
    const { container } = render(<ChannelLogo channel={channel} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBeNull();
    act(() => report!(img));
    expect(img.getAttribute('src')).toBe('https://tv.example/logos/7.svg');
  });

  it('without IntersectionObserver shows the logo at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.resetModules();
    const { ChannelLogo } = await import('./ChannelList');
    const { container } = render(<ChannelLogo channel={channel} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://tv.example/logos/7.svg');
  });
});
