import { createPixelSender, type PixelGlobals } from './send-pixel';

function imageRecorder() {
  const images: string[] = [];
  class FakeImage {
    set src(url: string) {
      images.push(url);
    }
  }
  return { images, Image: FakeImage as unknown as PixelGlobals['Image'] };
}

describe('createPixelSender', () => {
  it('sends the pixel as a credentialed no-cors GET that outlives the page', () => {
    const fetch = vi.fn(async () => undefined);
    const { images, Image } = imageRecorder();
    createPixelSender({ fetch, Image })('https://t/p?x=1');
    expect(fetch).toHaveBeenCalledWith('https://t/p?x=1', {
      method: 'GET',
      mode: 'no-cors',
      keepalive: true,
      credentials: 'include',
    });
    expect(images).toEqual([]);
  });

  it('never posts a beacon, even where the browser offers sendBeacon', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(async () => undefined);
    const globals = { navigator: { sendBeacon }, fetch } as PixelGlobals;
    createPixelSender(globals)('https://t/p');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to an image request without fetch', () => {
    const { images, Image } = imageRecorder();
    createPixelSender({ Image })('https://t/a');
    expect(images).toEqual(['https://t/a']);
  });

  it('neither throws nor leaves a rejection when the pixel is blocked', async () => {
    const rejected = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const throwing = vi.fn(() => {
      throw new Error('blocked');
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => createPixelSender({ fetch: rejected })('https://t/x')).not.toThrow();
      expect(() => createPixelSender({ fetch: throwing })('https://t/y')).not.toThrow();
      expect(() => createPixelSender({})('https://t/z')).not.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejected).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
