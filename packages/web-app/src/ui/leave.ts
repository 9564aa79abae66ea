/** Leaves the app for another site in this tab (one seam, so tests can watch where it would go). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
