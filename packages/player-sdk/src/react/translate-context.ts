/** The skin's translator for its React parts: `<PlayerSkin>` provides it, each part reads it with `useT`. */
import { createContext, useContext } from 'react';
import { createTranslator } from '../skin/messages-all';
import type { Translator } from '../skin/translate';

export const TranslatorContext = createContext<Translator>(createTranslator('en'));

export function useT(): Translator {
  return useContext(TranslatorContext);
}
