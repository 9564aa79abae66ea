import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppPlayerModule } from './load-app-player';

// The module keeps what it loaded for the page's life: each test takes a fresh copy.
beforeEach(() => vi.resetModules());
const fresh = () => import('./load-app-player');
const fakeModule = { default: () => null } as unknown as AppPlayerModule;

describe('loadAppPlayer', () => {
  it('downloads once and then hands the module to renders without waiting', async () => {
    const { loadAppPlayer, loadedAppPlayer } = await fresh();
    const importer = vi.fn(async () => fakeModule);
    expect(loadedAppPlayer()).toBeNull();
    const first = loadAppPlayer(importer);
    const second = loadAppPlayer(importer);
    expect(await first).toBe(fakeModule);
    expect(await second).toBe(fakeModule);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(loadedAppPlayer()).toBe(fakeModule);
  });

  it('lets a failed download be tried again', async () => {
    const { loadAppPlayer, loadedAppPlayer } = await fresh();
    await expect(loadAppPlayer(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(loadedAppPlayer()).toBeNull();
    expect(await loadAppPlayer(async () => fakeModule)).toBe(fakeModule);
  });
});
