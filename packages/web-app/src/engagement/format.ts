/** Dates and paragraphs as the engagement pages show them. */
import { formatDate } from '../i18n/date-format';

/** A unix-seconds date in the interface language, e.g. "20 November 2026" / "20 ноября 2026 г.". */
export function newsDate(seconds: number, language: string): string {
  return formatDate(seconds * 1000, language, 'longDate');
}

/** Paragraphs of a text whose paragraphs are separated by blank lines (single breaks are kept inside). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
