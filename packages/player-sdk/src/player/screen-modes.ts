/**
 * Why: picture-in-picture is offered only where the browser supports it and never for vitrina channels (§5),
 * and fullscreen goes on the player's wrapper (so overlays stay visible) or, on iOS, on the video itself.
 */
type PipDocument = Document & { pictureInPictureEnabled?: boolean; pictureInPictureElement?: Element | null };
type PipVideo = HTMLVideoElement & {
  requestPictureInPicture?: () => Promise<unknown>;
  webkitEnterFullscreen?: () => void;
  webkitSupportsFullscreen?: boolean;
};

export function pipAvailable(video: HTMLVideoElement, vitrina: boolean): boolean {
  const doc = video.ownerDocument as PipDocument;
  return (
    !vitrina &&
    doc.pictureInPictureEnabled === true &&
    typeof (video as PipVideo).requestPictureInPicture === 'function'
  );
}

export function pipActive(video: HTMLVideoElement): boolean {
  return (video.ownerDocument as PipDocument).pictureInPictureElement === video;
}

export async function togglePip(video: HTMLVideoElement, vitrina: boolean): Promise<void> {
  const doc = video.ownerDocument as PipDocument & { exitPictureInPicture?: () => Promise<void> };
  if (pipActive(video)) {
    await doc.exitPictureInPicture?.();
    return;
  }
  if (!pipAvailable(video, vitrina)) return;
  await (video as PipVideo).requestPictureInPicture?.();
}

export function fullscreenAvailable(wrapper: HTMLElement, video: HTMLVideoElement): boolean {
  return (
    wrapper.ownerDocument.fullscreenEnabled === true || (video as PipVideo).webkitSupportsFullscreen === true
  );
}

export function fullscreenActive(wrapper: HTMLElement): boolean {
  const current = wrapper.ownerDocument.fullscreenElement;
  return current !== null && current !== undefined && (current === wrapper || wrapper.contains(current));
}

export async function toggleFullscreen(wrapper: HTMLElement, video: HTMLVideoElement): Promise<void> {
  const doc = wrapper.ownerDocument;
  if (fullscreenActive(wrapper)) {
    await doc.exitFullscreen();
    return;
  }
  if (doc.fullscreenEnabled && typeof wrapper.requestFullscreen === 'function') {
    await wrapper.requestFullscreen();
    return;
  }
  // iOS Safari has no element fullscreen; only the video can go fullscreen there.
  (video as PipVideo).webkitEnterFullscreen?.();
}
