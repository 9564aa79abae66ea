import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPixel } from './stats-calls';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PIXEL = 'https://tns.example/pixel?CatID=101';

describe('defaultPixel', () => {
  it('loads the pixel as an image while the page is shown, and fetches nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const images: HTMLImageElement[] = [];
    class RecordingImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      src = '';
      constructor() {
        images.push(this as unknown as HTMLImageElement);
      }
    }
    vi.stubGlobal('Image', RecordingImage);
    const sent = defaultPixel(PIXEL);
    expect(images.map((image) => image.src)).toEqual([PIXEL]);
    images[0]!.onerror?.(new Event('error'));
    await expect(sent).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('while the page is being hidden it is a keepalive fetch, which may finish after the page is gone', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await defaultPixel(PIXEL);
    expect(fetch).toHaveBeenCalledWith(PIXEL, expect.objectContaining({ mode: 'no-cors', keepalive: true }));
  });
});
