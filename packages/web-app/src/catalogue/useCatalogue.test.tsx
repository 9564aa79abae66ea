import { act, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '../api/http';
import { mountWithSession, testI18n, testSession } from '../testing/test-session';
import { useNamedLists } from './useCatalogue';

/** The operator names its genres and countries in the request's language (Accept-Language). */
function fakeApi(language: () => string) {
  const request = vi.fn(async ({ path }: { path: string }) => {
    const ru = language() === 'ru';
    if (path === '/genres') return [{ id: 1, name: ru ? 'Драма' : 'Drama' }];
    if (path === '/countries') return [{ id: 7, name: ru ? 'Индия' : 'India' }];
    throw new Error(`unexpected ${path}`);
  });
  const calls = (path: string) => request.mock.calls.filter(([options]) => options.path === path).length;
  return { api: { request } as unknown as ApiClient, calls };
}

function Filters({ name }: { name: string }) {
  const { genres, countries } = useNamedLists();
  return <output aria-label={name}>{[...genres, ...countries].map((item) => item.name).join(' ')}</output>;
}

describe('useNamedLists (001 §4: countries and genres load once, reload on a language change)', () => {
  it('asks each list once for every screen that shows it, and again in a new language', async () => {
    const i18n = testI18n('en');
    const { api, calls } = fakeApi(() => i18n.language);
    const { router } = mountWithSession(
      <>
        <Filters name="catalogue" />
        <Filters name="movies" />
      </>,
      testSession({ api }),
      '/catalog/movies',
      i18n,
    );
    await waitFor(() => expect(screen.getByLabelText('catalogue').textContent).toBe('Drama India'));
    expect(screen.getByLabelText('movies').textContent).toBe('Drama India');
    // Another page with the filters: the lists loaded once are kept.
    await act(() => router.navigate('/series'));
    expect(screen.getByLabelText('catalogue').textContent).toBe('Drama India');
    expect([calls('/genres'), calls('/countries')]).toEqual([1, 1]);

    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(screen.getByLabelText('catalogue').textContent).toBe('Драма Индия'));
    expect(screen.getByLabelText('movies').textContent).toBe('Драма Индия');
    expect([calls('/genres'), calls('/countries')]).toEqual([2, 2]);

    // Back to English: the English lists are still held.
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByLabelText('catalogue').textContent).toBe('Drama India'));
    expect([calls('/genres'), calls('/countries')]).toEqual([2, 2]);
  });
});
