import { fromShakaError } from '../errors/from-shaka';
import type { EngineContext } from './engine';
import { createShakaEngine, recoveredByShaka } from './shaka-engine';

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

describe('an error shaka handled itself', () => {
  const append = { code: 3015, category: 3, severity: 2, data: [new Error('append')] };

  it('is not fatal: shaka rebuilt its MediaSource (a 3015 it answered)', () => {
    expect(fromShakaError(recoveredByShaka({ ...append, handled: true }))).toMatchObject({
      code: 'media.buffer_append',
      fatal: false,
    });
  });

  it('one it did not handle stays fatal', () => {
    expect(fromShakaError(recoveredByShaka(append))).toMatchObject({
      code: 'media.buffer_append',
      fatal: true,
    });
    expect(fromShakaError(recoveredByShaka({ ...append, handled: false })).fatal).toBe(true);
  });
});
