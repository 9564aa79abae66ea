/**
 * Why: casting uses the browser's Remote Playback API where it exists (`video.remote.prompt()`); when the
 * browser refuses, the viewer gets the §8 cast text for the reason instead of a silent failure.
 */
import type { MessageKey } from './messages';

interface RemotePlaybackLike {
  prompt(): Promise<void>;
  watchAvailability?(callback: (available: boolean) => void): Promise<number>;
  cancelWatchAvailability?(id?: number): Promise<void>;
}

type RemoteVideo = HTMLVideoElement & { remote?: RemotePlaybackLike };

export function remoteOf(video: HTMLVideoElement | null): RemotePlaybackLike | null {
  const remote = (video as RemoteVideo | null)?.remote;
  return remote && typeof remote.prompt === 'function' ? remote : null;
}

/** The §8 text for a failed cast prompt, or null when the viewer just closed the picker. */
export function castErrorKey(
  error: unknown,
  context: { sandboxed: boolean; hasSource: boolean },
): MessageKey | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return null;
  if (!context.hasSource) return 'cast_no_source';
  if (context.sandboxed) return 'cast_sandboxed';
  if (name === 'NotSupportedError') return 'cast_unsupported';
  return 'cast_connect_failed';
}

/** Opens the device picker; resolves with the text to show, or null on success or cancel. */
export async function promptCast(
  video: HTMLVideoElement | null,
  context: { sandboxed: boolean },
): Promise<MessageKey | null> {
  const remote = remoteOf(video);
  const hasSource = Boolean(video && (video.currentSrc || video.src || video.srcObject));
  if (!remote)
    return castErrorKey(new DOMException('no remote playback', 'NotSupportedError'), {
      ...context,
      hasSource,
    });
  if (!hasSource) return 'cast_no_source';
  try {
    await remote.prompt();
    return null;
  } catch (error) {
    return castErrorKey(error, { ...context, hasSource });
  }
}

/**
 * Calls `onChange` with whether to show the cast button: where the browser has Remote Playback and has not
 * said that no device exists. Watching stops with the signal.
 */
export function watchCastAvailability(
  video: HTMLVideoElement | null,
  onChange: (available: boolean) => void,
  signal: AbortSignal,
): void {
  const remote = remoteOf(video);
  onChange(remote !== null);
  if (!remote?.watchAvailability) return;
  let watchId: number | undefined;
  remote
    .watchAvailability((value) => !signal.aborted && onChange(value))
    .then((id) => {
      watchId = id;
      if (signal.aborted) remote.cancelWatchAvailability?.(id).catch(() => {});
    })
    // Browsers that cannot watch (or refuse for this element) still let the prompt explain itself.
    .catch(() => {});
  signal.addEventListener(
    'abort',
    () => {
      if (watchId !== undefined) remote.cancelWatchAvailability?.(watchId).catch(() => {});
    },
    { once: true },
  );
}
