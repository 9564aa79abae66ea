import { render, screen } from '@testing-library/react';
import { testI18n } from '../testing/test-session';
import { DoneStep } from './DoneStep';

function done(days: number, language = 'en') {
  const i18n = testI18n(language as 'en');
  void i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, 'promo');
  const result = {
    key: 'FREE30',
    days,
    packets: [{ id: 3, name: 'Cinema+' }],
    end_at: Date.UTC(2026, 11, 27) / 1000,
  };
  render(<DoneStep t={t} result={result} language={language} onProceed={() => undefined} />);
  return screen.getByText((_, element) => element?.getAttribute('data-fact') === 'days');
}

describe('DoneStep (000 §2 promo step 4; 001 §8 hint_promodays_no_days)', () => {
  it('shows the number of days the code gives', () => {
    expect(done(30).textContent).toBe('30 days');
  });

  it('says a code with no days gives none, in place of "0 days"', () => {
    expect(done(0).textContent).toBe('This code gives no free days');
  });

  it('says it in Kazakh too', () => {
    expect(done(0, 'kk').textContent).toBe('Бұл код тегін күн бермейді');
  });
});
