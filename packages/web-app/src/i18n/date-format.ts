/**
 * Why (issue 38): `toLocaleTimeString(language, options)` builds a new `Intl.DateTimeFormat` on every call, and
 * building one costs far more than formatting with it; the programme guide formats a time for each of its
 * ≈ 100 programmes and a day label for each day in its render, and the channel list a time for each
 * channel's next programmes. One formatter per language and pattern, kept (the player's TV bar does the same:
 * player-sdk `skin/format.ts`).
 */
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const GUIDE_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name}|${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formatters.set(key, found);
  }
  return found;
}

/** A moment (unix seconds) as the time of day in the viewer's zone: "18:30" / "06:30 PM". */
export function timeOfDay(unixSec: number, language: string): string {
  return formatter(language, 'time', TIME_OF_DAY).format(unixSec * 1000);
}

/** A guide's day chip: "Thu, Nov 26" / "чт, 26 нояб.". */
export function guideDay(unixSec: number, language: string): string {
  return formatter(language, 'day', GUIDE_DAY).format(unixSec * 1000);
}
