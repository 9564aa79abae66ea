/**
 * Why: 001 §2 — above a window width of 1280 px the channel list is virtual, so an operator with hundreds
 * of channels does not mount hundreds of rows (each with a logo) beside a playing video. Rows have one
 * height; the range adds an overscan so keyboard focus and fast scrolling never meet an empty gap.
 */
export const VIRTUAL_LIST_MIN_WIDTH = 1280;
export const CHANNEL_ROW_PX = 52;
const OVERSCAN = 6;

export interface RowRange {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = OVERSCAN,
): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + shown + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}
