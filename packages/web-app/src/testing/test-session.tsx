/**
 * Test support: a session value with every field a screen reads, and a mount helper that puts a screen
 * under a memory router, React Query and that session. Tests override only what they are about.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionContext, type SessionValue } from '../session/context';

const LOCALES = import.meta.glob<Record<string, string>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** An i18next with every namespace of `lng` from public/locales, so screens show their real words. */
export function testI18n(lng: 'en' | 'ru' | 'uz' | 'kk' = 'en'): i18n {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const [file, strings] of Object.entries(LOCALES)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] = { ...resources[language], [namespace]: strings };
  }
  // No initReactI18next: it would make this instance every later test's global one; the provider is enough.
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function testSession(over: Partial<SessionValue> = {}): SessionValue {
  return {
    status: 'ready',
    apiBase: 'http://api.test/v2',
    api: null,
    endpoints: null,
    token: 't',
    user: null,
    network: null,
    configuration: null,
    playerEpoch: 0,
    params: {
      partner: null,
      token: null,
      deviceSerial: null,
      provider: null,
      language: null,
      clickId: null,
      showDebug: false,
      purchased: false,
      ignoreParentalControl: false,
    },
    language: 'en',
    regionBlock: null,
    error: null,
    isGuest: true,
    childProfile: false,
    message: null,
    showMessage: () => undefined,
    restart: () => undefined,
    reloadUser: async () => undefined,
    setLanguage: () => undefined,
    signIn: async () => undefined,
    signOut: async () => undefined,
    askSignIn: () => undefined,
    ...over,
  };
}

/**
 * Mounts `element` at `entry` (every path) under the session and English strings (or `i18n`); returns
 * the router to read its location.
 */
export function mountWithSession(
  element: ReactNode,
  session: SessionValue,
  entry = '/',
  i18n: i18n = testI18n(),
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={client}>
              <SessionContext.Provider value={session}>{element}</SessionContext.Provider>
            </QueryClientProvider>
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, client, ...view };
}
