/**
 * The app's dates and times in the interface language.
 *
 * Why (issue 38): `toLocaleTimeString(language, options)` builds a new `Intl.DateTimeFormat` on every call, and
 * building one costs far more than formatting with it; the programme guide formats a time for each of its
 * ≈ 100 programmes and a day label for each day in its render, and the channel list a time for each
 * channel's next programmes. One formatter per language and pattern, kept (the player's TV bar does the same:
 * player-sdk `skin/format.ts`).
 *
 * Why (issue 37): an engine without Uzbek or Kazakh calendar data (Debian's Chromium) prints root-locale dates
 * ("2026 M11 27") for them; there the app formats from its own words (calendar-words.ts).
 */
import { CALENDAR_WORDS, type CalendarWords, type DateStyle } from './calendar-words';

export type { DateStyle } from './calendar-words';

/** Each style as Intl options (what the engine is asked when it has the language's words). */
export const DATE_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  time: { hour: '2-digit', minute: '2-digit' },
  guideDay: { weekday: 'short', day: 'numeric', month: 'short' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  date: { day: 'numeric', month: 'numeric', year: 'numeric' },
  dateTime: {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${style}|${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, DATE_STYLES[style]);
    formatters.set(key, found);
  }
  return found;
}

const engineKnows = new Map<string, boolean>();

/**
 * The app's own words for `language` when the engine lacks them, else null. The engine is trusted when it
 * names January as the language does (a root-locale engine says "M01", an English fallback "January").
 */
export function ownWordsFor(
  language: string,
  januaryOfEngine: (language: string) => string = (lng) =>
    new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long' }).format(new Date(2026, 0, 15)),
): CalendarWords | null {
  const words = CALENDAR_WORDS[language.toLowerCase().split('-')[0] ?? ''];
  if (!words) return null;
  let knows = engineKnows.get(language);
  if (knows === undefined) {
    knows = januaryOfEngine(language)
      .toLocaleLowerCase()
      .includes(words.months[0] ?? '');
    engineKnows.set(language, knows);
  }
  return knows ? null : words;
}

/** A moment (milliseconds) in the viewer's zone, in one of the app's date styles. */
export function formatDate(
  ms: number,
  language: string,
  style: DateStyle,
  words = ownWordsFor(language),
): string {
  if (!words) return formatter(language, style).format(ms);
  const date = new Date(ms);
  return words.format(
    {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      weekday: date.getDay(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
      seconds: date.getSeconds(),
    },
    style,
  );
}

/** A moment (unix seconds) as the time of day in the viewer's zone: "18:30" / "06:30 PM". */
export function timeOfDay(unixSec: number, language: string): string {
  return formatDate(unixSec * 1000, language, 'time');
}

/** A guide's day chip: "Thu, Nov 26" / "чт, 26 нояб.". */
export function guideDay(unixSec: number, language: string): string {
  return formatDate(unixSec * 1000, language, 'guideDay');
}
