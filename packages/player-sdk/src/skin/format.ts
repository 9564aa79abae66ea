/** Why: VOD shows media time (1:02:03), the TV bar shows the time of day the viewer would see on air. */

export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/**
 * Why a kept formatter: `toLocaleTimeString(locale, options)` builds a new `Intl.DateTimeFormat` on each call, and
 * building one costs far more than formatting with it. The TV bar prints three times of day on every position
 * update: traced on the web app's channel page (issue 38), that was the page's costliest function, ≈ 0.4 s of
 * main thread in its first 12 s. One formatter per locale, kept.
 */
const timeOfDayFormats = new Map<string, Intl.DateTimeFormat>();

/** Time of day for a unix-seconds moment, in the viewer's zone (24 h, as TV guides print it). */
export function formatTimeOfDay(unixSec: number, locale = 'en-GB'): string {
  let format = timeOfDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
    timeOfDayFormats.set(locale, format);
  }
  return format.format(unixSec * 1000);
}

/** Spoken form for `aria-valuetext`: "1 hour 2 minutes 3 seconds" is noisy, clock text reads fine. */
export function clockText(seconds: number, duration: number): string {
  return `${formatDuration(seconds)} / ${formatDuration(duration)}`;
}

/**
 * The day a programme aired, when it is not today: "yesterday", else its date (21/11). The TV bar only
 * prints times of day, and after stepping back a viewer must still know which evening they are watching.
 */
export function dayLabel(unixSec: number, nowMs: number, yesterday: string, locale = 'en-GB'): string | null {
  const day = new Date(unixSec * 1000);
  const today = new Date(nowMs);
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const daysAgo = Math.round((midnight(today) - midnight(day)) / 86_400_000);
  if (daysAgo === 0) return null;
  if (daysAgo === 1) return yesterday;
  return day.toLocaleDateString(locale, { day: '2-digit', month: '2-digit' });
}
