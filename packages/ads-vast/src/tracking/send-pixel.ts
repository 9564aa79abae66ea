/**
 * VAST impression, tracking and error URIs are GET pixels: ad servers count the
 * request and answer with a 1×1 image, and many refuse (or ignore) a POST. So a
 * pixel is a GET, never sendBeacon (always a POST).
 *
 * Why fetch(no-cors, keepalive) rather than an Image: keepalive lets the request
 * outlive the page, so the pixels fired as the viewer leaves (skip, close,
 * complete at the end) still reach the server, which was the one good reason for
 * sendBeacon; no-cors needs no CORS headers from the ad server, and credentials
 * 'include' sends the ad server's cookies as an image request would. Browsers
 * without fetch get an image request. Ad blockers may swallow either; a pixel
 * failure must never reach playback, so nothing here throws or rejects.
 */

export type SendPixel = (url: string) => void;

type PixelFetch = (
  url: string,
  init: { method: 'GET'; mode: 'no-cors'; keepalive: boolean; credentials: 'include' },
) => Promise<unknown>;

export interface PixelGlobals {
  fetch?: PixelFetch;
  Image?: new () => { src: string };
}

export function createPixelSender(globals: PixelGlobals = globalThis as PixelGlobals): SendPixel {
  return (url) => {
    try {
      if (globals.fetch) {
        const request = globals.fetch.call(globalThis, url, {
          method: 'GET',
          mode: 'no-cors',
          keepalive: true,
          credentials: 'include',
        });
        // A refused pixel is the ad server's loss, not the viewer's: nothing to report.
        request.catch(() => undefined);
        return;
      }
      if (globals.Image) new globals.Image().src = url;
    } catch {
      // Same: a blocked pixel (an ad blocker throwing from fetch) stops nothing.
    }
  };
}
