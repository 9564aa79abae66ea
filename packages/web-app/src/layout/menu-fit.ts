/**
 * Why: 001 §2 — menu items that do not fit the header go into a dropdown. The header measures the items
 * once and the room it has; this decides how many stay in the bar. When some overflow, the "More" button
 * takes room too, so it is counted before deciding.
 */
export interface MenuFitInput {
  /** Rendered widths of the items in menu order, in px. */
  itemWidths: readonly number[];
  /** Width the menu may take, in px. */
  available: number;
  /** Width of the "More" button, in px. */
  moreWidth: number;
  /** Gap between neighbours, in px. */
  gap: number;
}

function rowWidth(widths: readonly number[], count: number, gap: number): number {
  let total = 0;
  for (let i = 0; i < count; i++) total += widths[i] ?? 0;
  return total + Math.max(0, count - 1) * gap;
}

/** How many items, from the start, stay in the bar; the rest go into the dropdown. */
export function visibleMenuCount({ itemWidths, available, moreWidth, gap }: MenuFitInput): number {
  const count = itemWidths.length;
  if (rowWidth(itemWidths, count, gap) <= available) return count;
  for (let shown = count - 1; shown > 0; shown--) {
    if (rowWidth(itemWidths, shown, gap) + gap + moreWidth <= available) return shown;
  }
  return 0;
}
