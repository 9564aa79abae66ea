/**
 * Why: 001 §2 `/contents/{slug}?library_id=`, §7 "Content, metadata, sources, similar, episodes: content
 * id, library id". A title reached from a library's row or page is watched in that library; otherwise in
 * the library it belongs to, if any. Every content call, the watch page and the content stream carry it.
 */

/** A positive integer id from a query value, else null. */
export function libraryParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The library a title is watched in: the address's, else the title's own. */
export function libraryOfTitle(
  fromAddress: number | null,
  content: { library_id?: number | string | null } | null | undefined,
): number | null {
  return fromAddress ?? libraryParam(content?.library_id == null ? null : String(content.library_id));
}

/** The watch page of a title, keeping its library. */
export function watchPath(watchId: number | string, libraryId: number | null): string {
  return libraryId === null ? `/watch/${watchId}` : `/watch/${watchId}?library_id=${libraryId}`;
}
