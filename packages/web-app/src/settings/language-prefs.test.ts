import { memoryStore } from '../../test/memory-store';
import { AUDIO_ORDER_KEY, languageOptions, moveItem, orderedAudio } from './language-prefs';

const network = [
  { key: 'en', name: 'English', interface: true, priority: 2 },
  { key: 'ru', name: 'Русский', interface: true, priority: 1 },
  { key: 'kk', name: 'Қазақша', interface: false, priority: 3 },
  { key: 'ru', name: 'dup', interface: true, priority: 9 },
  'junk',
];

describe('languageOptions', () => {
  it('keeps interface languages sorted by priority, without duplicates', () => {
    expect(languageOptions(network, true)).toEqual([
      { code: 'ru', name: 'Русский' },
      { code: 'en', name: 'English' },
    ]);
    expect(languageOptions(network, false).map((l) => l.code)).toEqual(['ru', 'en', 'kk']);
    expect(languageOptions(null, true)).toEqual([]);
  });
});

describe('orderedAudio', () => {
  const options = languageOptions(network, false);
  it('applies the stored order and appends languages it does not know', () => {
    const store = memoryStore({ [AUDIO_ORDER_KEY]: JSON.stringify(['kk', 'en']) });
    expect(orderedAudio(options, store).map((l) => l.code)).toEqual(['kk', 'en', 'ru']);
  });
  it('falls back to the network order for nothing or garbage stored', () => {
    expect(orderedAudio(options, memoryStore()).map((l) => l.code)).toEqual(['ru', 'en', 'kk']);
    expect(orderedAudio(options, memoryStore({ [AUDIO_ORDER_KEY]: '{x' })).map((l) => l.code)).toEqual([
      'ru',
      'en',
      'kk',
    ]);
  });
});

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 5, ['a', 'b', 'c']],
  ])('%i → %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});
