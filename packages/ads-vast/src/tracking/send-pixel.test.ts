import { createPixelSender } from './send-pixel';

describe('createPixelSender', () => {
  it('uses sendBeacon when it accepts the pixel', () => {
    const sendBeacon = vi.fn(() => true);
    const images: string[] = [];
    class FakeImage {
      set src(url: string) {
        images.push(url);
      }
    }
    createPixelSender({ navigator: { sendBeacon }, Image: FakeImage as never })('https://t/p');
    expect(sendBeacon).toHaveBeenCalledWith('https://t/p');
    expect(images).toEqual([]);
  });

  it('falls back to an image when sendBeacon is missing or refuses', () => {
    const images: string[] = [];
    class FakeImage {
      set src(url: string) {
        images.push(url);
      }
    }
    createPixelSender({ Image: FakeImage as never })('https://t/a');
    createPixelSender({ navigator: { sendBeacon: () => false }, Image: FakeImage as never })('https://t/b');
    expect(images).toEqual(['https://t/a', 'https://t/b']);
  });

  it('never throws when the pixel is blocked', () => {
    const send = createPixelSender({
      navigator: {
        sendBeacon: () => {
          throw new Error('blocked');
        },
      },
    });
    expect(() => send('https://t/x')).not.toThrow();
  });
});
