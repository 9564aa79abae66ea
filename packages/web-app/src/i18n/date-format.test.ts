import { guideDay, timeOfDay } from './date-format';

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
