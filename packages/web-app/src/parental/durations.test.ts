import { DEFAULT_DURATIONS, durationChoices } from './durations';

describe('durationChoices (000 §3 Parental duration config)', () => {
  it('lists the operator’s {duration, name} choices in its order', () => {
    const config = {
      parental_durations: [
        { duration: 0, name: 'Всегда' },
        { duration: 10, name: '10 минут' },
        { duration: 120, name: '2 часа' },
      ],
    };
    expect(durationChoices(config, 10)).toEqual([
      { minutes: 0, name: 'Всегда' },
      { minutes: 10, name: '10 минут' },
      { minutes: 120, name: '2 часа' },
    ]);
  });

  it('keeps the app’s choices when the operator lists none, or nothing usable', () => {
    const own = DEFAULT_DURATIONS.map((minutes) => ({ minutes, name: null }));
    expect(durationChoices(null, 0)).toEqual(own);
    expect(durationChoices({}, 0)).toEqual(own);
    expect(durationChoices({ parental_durations: 'x' }, 0)).toEqual(own);
    expect(durationChoices({ parental_durations: [{ duration: -1 }, { duration: 1.5 }, null] }, 0)).toEqual(
      own,
    );
  });

  it('drops repeats and bad entries, names an unnamed one itself, and keeps the device’s own duration', () => {
    const config = {
      parental_durations: [
        { duration: 5, name: ' 5 min ' },
        { duration: 5, name: 'again' },
        { duration: '15', name: 'text' },
        { duration: 30 },
      ],
    };
    expect(durationChoices(config, 45)).toEqual([
      { minutes: 5, name: '5 min' },
      { minutes: 30, name: null },
      { minutes: 45, name: null },
    ]);
  });
});
