// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('server-side import', () => {
  it('imports the package without a browser and exposes the public surface', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
    const sdk = await import('./index');
    expect(typeof sdk.createPlayer).toBe('function');
    expect(typeof sdk.createHttpOperatorApi).toBe('function');
    expect(sdk.constants.HLS_BUFFER.maxBufferLength).toBe(5);
  });

  it('fails clearly, without touching globals, when asked to render without a DOM', async () => {
    const { createPlayer } = await import('./index');
    expect(() => createPlayer({} as never)).toThrow(/container/);
  });

  it('builds an API client and guarded storage in Node', async () => {
    const { createHttpOperatorApi, createGuardedStorage } = await import('./index');
    const storage = createGuardedStorage();
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    expect(createHttpOperatorApi({ baseUrl: 'http://api/v2' })).toHaveProperty('channelStream');
  });
});
