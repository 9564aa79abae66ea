/** Why: VOD shows media time (1:02:03), the TV bar shows the time of day the viewer would see on air. */

export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Time of day for a unix-seconds moment, in the viewer's zone (24 h, as TV guides print it). */
export function formatTimeOfDay(unixSec: number, locale = 'en-GB'): string {
  const date = new Date(unixSec * 1000);
  return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
}

/** Spoken form for `aria-valuetext`: "1 hour 2 minutes 3 seconds" is noisy, clock text reads fine. */
export function clockText(seconds: number, duration: number): string {
  return `${formatDuration(seconds)} / ${formatDuration(duration)}`;
}
