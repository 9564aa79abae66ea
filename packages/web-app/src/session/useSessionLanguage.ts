/**
 * The interface language: the one the start chose (i18n/language.ts: the address, the stored choice, the
 * operator's languages, the browser's) or the viewer's pick, kept in the ref the API client sends as
 * Accept-Language and in state for the screens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { initI18n } from '../i18n/i18n';
import { KEYS, type KeyValueStore } from './storage';

export function useSessionLanguage(store: KeyValueStore, languageRef: { current: string }) {
  const queryClient = useQueryClient();
  const [language, setLanguageState] = useState(languageRef.current);

  /** The start's choice: the caller loads its translations. */
  const adoptLanguage = useCallback(
    (chosen: string) => {
      languageRef.current = chosen;
      setLanguageState(chosen);
    },
    [languageRef],
  );

  /** The viewer's pick: kept for the next visit, and every answer asked again in it. */
  const setLanguage = useCallback(
    (next: string) => {
      store.set(KEYS.language, next);
      languageRef.current = next;
      setLanguageState(next);
      void initI18n(next);
      // Answers carry the Accept-Language they were asked with; ask again in the new language.
      void queryClient.invalidateQueries();
    },
    [store, queryClient, languageRef],
  );

  return { language, adoptLanguage, setLanguage };
}
