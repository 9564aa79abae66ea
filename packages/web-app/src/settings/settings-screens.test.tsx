// 000 §2 Settings, in the screens themselves: the start lists the promo code link only where promo codes are
// allowed (row 73); language, language/interface, language/audiotracks and language/texttracks are views of
// their own, each with a back link to the list (row 81); Close goes to backUrl or home (row 106).
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { createApiClient } from '../api/http';
import { mountWithSession, testSession } from '../testing/test-session';
import LanguageTab from './LanguageTab';
import { CloseSettings } from './SettingsPage';
import { StartScreen } from './StartScreen';

const api = createApiClient({
  baseUrl: 'http://api.test/v2',
  fetch: async () => Response.json([{ id: 1, name: 'Anna', role: 'adult', is_active: true }]),
  token: () => 't',
});

describe('the settings start (000 §2 "promocode link if allowed")', () => {
  it.each([
    [{ provider: { id: 1 } }, 1],
    [{ provider: { id: 1, is_promo_enabled: true } }, 1],
    [{ provider: { id: 1, is_promo_enabled: false } }, 0],
  ])('%j shows %i promo link(s)', async (network, links) => {
    mountWithSession(<StartScreen />, testSession({ api, isGuest: false, network }));
    expect(await screen.findByText('Anna')).toBeTruthy();
    expect(screen.queryAllByTestId('promo-link')).toHaveLength(links);
  });
});

const network = {
  languages: {
    available: [
      { key: 'en', name: 'English', interface: true, priority: 1 },
      { key: 'ru', name: 'Русский', interface: true, priority: 2 },
    ],
    audio: [
      { key: 'en', name: 'English' },
      { key: 'ru', name: 'Russian' },
    ],
    subtitle: [{ key: 'en', name: 'English' }],
  },
};

function language(entry: string) {
  return mountWithSession(
    <Routes>
      <Route path="/settings/language" element={<LanguageTab />} />
      <Route path="/settings/language/:part" element={<LanguageTab />} />
    </Routes>,
    testSession({ network, isGuest: false, language: 'en' }),
    entry,
  );
}

describe('the language views (000 §2 ids language, language/interface, …/audiotracks, …/texttracks)', () => {
  beforeEach(() => localStorage.clear());

  it('lists the three with what each is set to, and opens each as its own view', async () => {
    const view = language('/settings/language');
    const list = screen.getByTestId('settings-language');
    expect([...list.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/settings/language/interface', 'Interface languageEnglish'],
      ['/settings/language/audiotracks', 'Audio track languagesEnglish, Russian'],
      ['/settings/language/texttracks', 'Subtitle languageOff'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: /Subtitle language/ }));
    expect(view.router.state.location.pathname).toBe('/settings/language/texttracks');
    expect(screen.getByRole('group', { name: 'Subtitle language' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Interface language' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Audio track languages' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(localStorage.getItem('onair.subtitle_language')).toBe('en');
    // Back returns to the parent screen, which now says English.
    fireEvent.click(screen.getByRole('link', { name: /Language/ }));
    expect(view.router.state.location.pathname).toBe('/settings/language');
    expect(screen.getByRole('link', { name: /Subtitle language/ }).textContent).toBe(
      'Subtitle languageEnglish',
    );
  });

  it.each([
    ['interface', 'Interface language'],
    ['audiotracks', 'Audio track languages'],
  ])('/settings/language/%s shows only %s', (part, group) => {
    language(`/settings/language/${part}`);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: group })).toBeTruthy();
  });

  it('says an unknown part is no settings page', () => {
    language('/settings/language/video');
    expect(screen.getByRole('alert').textContent).toBe('There is no such settings page.');
  });
});

describe('Close (000 §2 Settings "close goes to backUrl or home")', () => {
  async function closeFrom(state: unknown) {
    const view = mountWithSession(<CloseSettings />, testSession(), '/settings/devices');
    // The settings were opened with the page they came from in the location state.
    await act(() => view.router.navigate('/settings/devices', { state }));
    return view;
  }

  it('returns to the page the settings were opened from', async () => {
    const view = await closeFrom({ backUrl: '/channels/all/first?lang=ru' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
      '/channels/all/first?lang=ru',
    );
  });

  it('goes home without a backUrl, or with one that is not a page of this app', async () => {
    for (const state of [null, { backUrl: '//evil.example/' }]) {
      const view = await closeFrom(state);
      fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
      expect(view.router.state.location.pathname).toBe('/');
      view.unmount();
    }
  });
});
