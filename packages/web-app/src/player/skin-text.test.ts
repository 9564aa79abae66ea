import i18next from 'i18next';
import { skinTranslator } from './skin-text';

describe('the skin’s host translator', () => {
  it('answers from the current language only, so the skin’s own words fill the gaps', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'uz',
      fallbackLng: 'en',
      resources: {
        en: { translation: { play: 'Play', close: 'Close' } },
        uz: { translation: { play: 'Ijro etish' } },
      },
    });
    const t = skinTranslator(i18n.t);
    expect(t('play')).toBe('Ijro etish');
    // Not in the Uzbek table: the key, never the English text.
    expect(t('close')).toBe('close');
    // The app's other screens still fall back to English.
    expect(i18n.t('close')).toBe('Close');
  });
});
