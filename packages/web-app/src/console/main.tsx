// Before any schema is built: no eval probe under the CSP (security/zod-jitless.ts).
import '../security/zod-jitless';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { chooseLanguage } from '../i18n/language';
import '../styles/global.css';
import { qoeBase } from './api';
import { CONSOLE_LANGUAGES, ConsoleApp } from './ConsoleApp';
import './console.css';

const LANGUAGE_KEY = 'onair.qoe.language';
const root = document.getElementById('console-root');
if (!root) throw new Error('console.html has no #console-root element');
const base = qoeBase(window.ONAIR_CONFIG?.apiBase);
const language = chooseLanguage(
  new URLSearchParams(window.location.search).get('lang'),
  window.localStorage.getItem(LANGUAGE_KEY),
  [...CONSOLE_LANGUAGES],
);
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
const changeLanguage = (lng: string) => {
  window.localStorage.setItem(LANGUAGE_KEY, lng);
  void initI18n(lng);
};

void initI18n(language)
  .then((i18n) => i18n.loadNamespaces('console'))
  .catch((error: unknown) => console.error('[onair] console translations failed to load', error))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          {base ? (
            <ConsoleApp base={base} onLanguage={changeLanguage} />
          ) : (
            <p role="alert">No API configured (window.ONAIR_CONFIG.apiBase).</p>
          )}
        </QueryClientProvider>
      </StrictMode>,
    );
  });
