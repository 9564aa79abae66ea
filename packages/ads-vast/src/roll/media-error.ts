/**
 * HTMLMediaElement errors → §8 ad codes, for a host reporting through onError.
 * Chromium reports a missing (404) progressive file as SRC_NOT_SUPPORTED, so
 * that maps to 401 "file not found" rather than 403: selection already
 * guaranteed the type was playable.
 */
export function mediaErrorToAdCode(mediaErrorCode: number | undefined): number {
  switch (mediaErrorCode) {
    case 2: // MEDIA_ERR_NETWORK
    case 4: // MEDIA_ERR_SRC_NOT_SUPPORTED
      return 401;
    case 3: // MEDIA_ERR_DECODE
      return 405;
    default:
      return 400;
  }
}

/** play() rejections: NotAllowedError is the browser's autoplay policy (1205). */
export function playRejectionToAdCode(error: unknown): number {
  // DOMException is not an Error subclass in every runtime: read the name.
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'NotAllowedError' ? 1205 : 400;
}
