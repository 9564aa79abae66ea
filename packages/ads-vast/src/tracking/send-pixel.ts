/**
 * Tracking pixels go out without CORS: sendBeacon when the browser has it
 * (survives page unload), else an image request. Ad blockers may swallow
 * either; a pixel failure must never reach playback, so nothing here throws.
 */

export type SendPixel = (url: string) => void;

interface PixelGlobals {
  navigator?: { sendBeacon?: (url: string) => boolean };
  Image?: new () => { src: string };
}

export function createPixelSender(globals: PixelGlobals = globalThis as PixelGlobals): SendPixel {
  return (url) => {
    try {
      const beacon = globals.navigator?.sendBeacon;
      if (beacon?.call(globals.navigator, url)) return;
      if (globals.Image) new globals.Image().src = url;
    } catch {
      // A blocked or refused pixel is the ad server's loss, not the viewer's.
    }
  };
}
