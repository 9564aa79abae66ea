import { fold, nameMatches, toCyrillic, toLatin } from './transliterate';

describe('transliteration (001 §5 channel search)', () => {
  it('romanises Russian', () => {
    expect(toLatin('Матч Лайв')).toBe('match layv');
    expect(toLatin('Щука Жёлтая')).toBe('shchuka zheltaya');
  });

  it('cyrillises Latin, longest clusters first', () => {
    expect(toCyrillic('shchi')).toBe('щи');
    expect(toCyrillic('kino')).toBe('кино');
  });

  it('folds spelling variants together', () => {
    expect(fold('Матч')).toBe(fold('match'));
    expect(fold('Хит')).toBe(fold('hit'));
  });
});

describe('nameMatches', () => {
  it.each([
    ['Матч Лайв', 'МАТЧ', true],
    ['Матч Лайв', 'match', true],
    ['Кино Хит', 'kino', true],
    ['Кино Хит', 'hit', true],
    ['Мультик', 'multik', true],
    ['Новости Плюс', 'novosti', true],
    ['Info Line', 'инфо', true],
    ['Planet', 'планет', true],
    ['Юмор ТВ', 'yumor', true],
    ['OnAir Sport', 'sport', true],
    ['OnAir Sport', 'music', false],
    ['Кино Хит', 'news', false],
    ['Anything', '  ', true],
  ])('%s ~ %s → %s', (name, query, expected) => {
    expect(nameMatches(name, query)).toBe(expected);
  });
});
