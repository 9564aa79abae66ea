import type { EngineContext } from './engine';
import { createShakaEngine } from './shaka-engine';

let release: () => void = () => {};
const destroyed = vi.fn();

/** Enough of shaka for a load; its destroy settles only when the test says so (its detach is asynchronous). */
vi.mock('./shaka-library', () => ({
  loadShakaLibrary: async () => ({
    polyfill: { installAll: () => {} },
    Player: class {
      addEventListener() {}
      attach = async () => {};
      configure() {}
      getNetworkingEngine = () => null;
      load = async () => {};
      destroy = () =>
        new Promise<void>((resolve) => {
          release = () => {
            destroyed();
            resolve();
          };
        });
    },
  }),
}));

const context: EngineContext = {
  callbacks: { error: () => {}, tracksChanged: () => {}, levelSwitched: () => {} },
  fetch: globalThis.fetch,
};

describe('shaka engine teardown', () => {
  it("every destroy() waits for shaka's own, even after the load's abort started it", async () => {
    const engine = createShakaEngine(context);
    const load = new AbortController();
    engine.attach(document.createElement('video'), load.signal);
    await engine.load({ engine: 'shaka', protocol: 'dash', url: 'http://media/film.mpd' } as never);
    // The session aborts the load first (which starts the teardown), then awaits destroy() before the next load.
    load.abort();
    let done = false;
    const teardown = engine.destroy().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    release();
    await teardown;
    expect(destroyed).toHaveBeenCalledTimes(1);
  });
});
