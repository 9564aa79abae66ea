/**
 * The runtime this page's session runs on, held for the page's life: the one the entry started its first
 * run on (head-start.ts), else a new one, or none when no API is configured. The start-up parameters are
 * read once, from the URL the visitor arrived with (main-site mode); the token and language live in refs
 * the API client reads on every call.
 */
import { useState } from 'react';
import { apiBase } from '../config';
import { initialLanguage } from '../i18n/language';
import { createSessionRuntime, type SessionRuntime, sessionHeadStart } from './head-start';
import { pageStartupParams, type StartupParams } from './query-params';
import { KEYS, type KeyValueStore } from './storage';

export interface PageRuntime {
  runtime: SessionRuntime | null;
  params: StartupParams;
  base: string | null;
  tokenRef: { current: string | null };
  languageRef: { current: string };
}

export function usePageRuntime(store: KeyValueStore): PageRuntime {
  const [runtime] = useState(() => {
    const early = sessionHeadStart();
    if (early) return early.runtime;
    const configured = apiBase();
    return configured ? createSessionRuntime(configured, pageStartupParams('site')) : null;
  });
  const [unconfiguredParams] = useState(() => (runtime ? null : pageStartupParams('site')));
  const params = runtime?.params ?? (unconfiguredParams as StartupParams);
  // Held for the page's life like refs: the runtime's own when there is one.
  const [tokenRef] = useState(() => runtime?.tokenRef ?? { current: null as string | null });
  const [languageRef] = useState(
    () =>
      runtime?.languageRef ?? {
        current: initialLanguage(params.language, store.get(KEYS.language)),
      },
  );
  return { runtime, params, base: runtime?.base ?? null, tokenRef, languageRef };
}
