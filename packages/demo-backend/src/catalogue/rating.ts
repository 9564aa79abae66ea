// One rating per content (6.0–8.9, from the id), shared by the content wire and the catalogue filter's
// rating_from, so a title shown as 7.4 is exactly the one "over 7" finds.
export function ratingOf(contentId: number): number {
  return 6 + (contentId % 30) / 10;
}
