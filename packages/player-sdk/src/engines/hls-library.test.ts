import { beforeEach, describe, expect, it, vi } from 'vitest';

// Stand-ins for the two hls.js builds, so the test sees which one it got (and evaluates neither hls.js).
vi.mock('./hls-full-library', () => ({ Hls: { build: 'full' } }));
vi.mock('./hls-light-library', () => ({ Hls: { build: 'light' } }));

// Each test starts with no build asked for yet.
beforeEach(() => {
  vi.resetModules();
});

const build = async (which: 'light' | 'full') => {
  const { loadHlsLibrary } = await import('./hls-library');
  return ((await loadHlsLibrary(which)).Hls as unknown as { build: string }).build;
};

describe('loadHlsLibrary', () => {
  it('loads the light build for a playlist that needs nothing more, the full one otherwise', async () => {
    expect(await build('light')).toBe('light');
    expect(await build('full')).toBe('full');
  });

  it('once the full build was asked for (an early preload), a light stream takes it: one hls.js, not two', async () => {
    expect(await build('full')).toBe('full');
    expect(await build('light')).toBe('full');
  });
});
