/**
 * Why: Debian's Chromium claims Uzbek and Kazakh (`Intl.DateTimeFormat.supportedLocalesOf(['uz'])` answers
 * `['uz']`) but its ICU carries no calendar words for them, so a date comes out in the root locale:
 * "2026 M11 27", "M11 27, Fri". The app ships both languages, so it keeps their month and weekday names
 * and the CLDR patterns of the few date styles it shows, and formats from them where the engine lacks them
 * (date-format.ts). Each pattern is the one full ICU (Node's) gives: date-format.test.ts compares them.
 */
export type DateStyle =
  | 'time'
  | 'guideDay'
  | 'longDate'
  | 'weekdayDayMonth'
  | 'dayMonthTime'
  | 'date'
  | 'dateTime';

export interface DateParts {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface CalendarWords {
  /** Month names as a date uses them ("27-noyabr", "27 қараша"), January first. */
  months: readonly string[];
  monthsShort: readonly string[];
  /** Sunday first. */
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  format(parts: DateParts, style: DateStyle): string;
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (p: DateParts) => `${two(p.hours)}:${two(p.minutes)}`;

type Names = Pick<CalendarWords, 'months' | 'monthsShort' | 'weekdays' | 'weekdaysShort'>;
/** A language's own patterns; the time of day (24-hour in both) and the date with time follow from them. */
type Patterns = Record<Exclude<DateStyle, 'time' | 'dateTime'>, (p: DateParts, names: Names) => string>;

function calendar(names: Names, patterns: Patterns): CalendarWords {
  return {
    ...names,
    format(p, style) {
      if (style === 'time') return clock(p);
      if (style === 'dateTime') return `${patterns.date(p, names)}, ${clock(p)}:${two(p.seconds)}`;
      return patterns[style](p, names);
    },
  };
}

const uz = calendar(
  {
    months: [
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avgust',
      'sentabr',
      'oktabr',
      'noyabr',
      'dekabr',
    ],
    monthsShort: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'],
    weekdays: ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'],
    weekdaysShort: ['Yak', 'Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan'],
  },
  {
    guideDay: (p, n) => `${n.weekdaysShort[p.weekday]}, ${p.day}-${n.monthsShort[p.month]}`,
    longDate: (p, n) => `${p.day}-${n.months[p.month]}, ${p.year}`,
    weekdayDayMonth: (p, n) => `${n.weekdays[p.weekday]}, ${p.day}-${n.months[p.month]}`,
    dayMonthTime: (p, n) => `${p.day}-${n.monthsShort[p.month]}, ${clock(p)}`,
    date: (p) => `${two(p.day)}/${two(p.month + 1)}/${p.year}`,
  },
);

const kk = calendar(
  {
    months: [
      'қаңтар',
      'ақпан',
      'наурыз',
      'сәуір',
      'мамыр',
      'маусым',
      'шілде',
      'тамыз',
      'қыркүйек',
      'қазан',
      'қараша',
      'желтоқсан',
    ],
    monthsShort: [
      'қаң.',
      'ақп.',
      'нау.',
      'сәу.',
      'мам.',
      'мау.',
      'шіл.',
      'там.',
      'қыр.',
      'қаз.',
      'қар.',
      'жел.',
    ],
    weekdays: ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'],
    weekdaysShort: ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'],
  },
  {
    guideDay: (p, n) => `${p.day} ${n.monthsShort[p.month]}, ${n.weekdaysShort[p.weekday]}`,
    longDate: (p, n) => `${p.year} ж. ${p.day} ${n.months[p.month]}`,
    weekdayDayMonth: (p, n) => `${p.day} ${n.months[p.month]}, ${n.weekdays[p.weekday]}`,
    dayMonthTime: (p, n) => `${p.day} ${n.monthsShort[p.month]}, ${clock(p)}`,
    date: (p) => `${two(p.day)}.${two(p.month + 1)}.${p.year}`,
  },
);

/** The shipped languages whose calendar words an engine may lack. */
export const CALENDAR_WORDS: Readonly<Record<string, CalendarWords>> = { uz, kk };
