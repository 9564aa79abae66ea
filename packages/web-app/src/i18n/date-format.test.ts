import { DATE_STYLES, type DateStyle, formatDate, guideDay, ownWordsFor, timeOfDay } from './date-format';

describe('date formats', () => {
  const sec = Date.UTC(2026, 10, 26, 18, 5) / 1000;

  it('formats as toLocale*String with the same options does', () => {
    for (const language of ['en', 'ru']) {
      const date = new Date(sec * 1000);
      expect(timeOfDay(sec, language)).toBe(
        date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }),
      );
      expect(guideDay(sec, language)).toBe(
        date.toLocaleDateString(language, { weekday: 'short', day: 'numeric', month: 'short' }),
      );
    }
  });

  it('keeps one formatter per language', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Counted });
    const times = [0, 60, 120].map((d) => timeOfDay(sec + d, 'de'));
    vi.unstubAllGlobals();
    expect(made).toBe(1);
    const expected = [0, 60, 120].map((d) =>
      new Date((sec + d) * 1000).toLocaleTimeString('de', { hour: '2-digit', minute: '2-digit' }),
    );
    expect(times).toEqual(expected);
  });
});

describe('Uzbek and Kazakh dates where the engine lacks their words (issue 37)', () => {
  // Debian Chromium answers "2026 M01 15" for them; Node's full ICU has them, so it checks our words.
  const rootEngine = (language: string) => `2026 M01 15 (${language})`;
  const moments: number[] = [];
  for (let month = 0; month < 12; month++) moments.push(new Date(2026, month, 3 + month, 9, 5, 7).getTime());
  for (let day = 0; day < 7; day++) moments.push(new Date(2026, 10, 22 + day, 23, 59, 1).getTime());

  it('are trusted to an engine that has them, and not to one that prints the root locale', () => {
    expect(ownWordsFor('ru', rootEngine)).toBeNull();
    expect(ownWordsFor('uz-test-root', rootEngine)?.months[10]).toBe('noyabr');
    expect(ownWordsFor('kk-test-root', rootEngine)?.months[10]).toBe('қараша');
    expect(ownWordsFor('uz-test-full', () => '15-yanvar')).toBeNull();
    expect(ownWordsFor('kk-test-full', () => '15 қаңтар')).toBeNull();
    expect(ownWordsFor('kk-test-en', () => 'January 15')).not.toBeNull();
  });

  it('read as full ICU writes them, in every style, month and weekday', () => {
    for (const language of ['uz', 'kk']) {
      const words = ownWordsFor(`${language}-test-root`, rootEngine);
      for (const style of Object.keys(DATE_STYLES) as DateStyle[]) {
        const icu = new Intl.DateTimeFormat(language, DATE_STYLES[style]);
        for (const ms of moments) expect(formatDate(ms, language, style, words)).toBe(icu.format(ms));
      }
    }
  });
});
