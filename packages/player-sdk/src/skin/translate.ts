/**
 * Why: hosts bring their own translator (the web app's i18next); a key it does not know must still show
 * words, not the raw key, so the built-in text of the skin's language fills the gaps.
 */
import type { MessageKey, Messages } from './messages';

export type TranslateVars = Record<string, string | number>;
/** A host translator: returns the text for a key, or the key itself (i18next's habit) when it has none. */
export type Translator = (key: MessageKey, vars?: TranslateVars) => string;

export function interpolate(text: string, vars?: TranslateVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** A translator over one text table, asking the host first. */
export function translatorFrom(messages: Messages, host?: Translator): Translator {
  return (key, vars) => {
    const fromHost = host?.(key, vars);
    if (typeof fromHost === 'string' && fromHost !== '' && fromHost !== key) return fromHost;
    return interpolate(messages[key], vars);
  };
}
