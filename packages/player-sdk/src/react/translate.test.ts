import { describe, expect, it } from 'vitest';
import { EN, type MessageKey, RU } from './messages';
import { createTranslator, interpolate } from './translate';

describe('translator', () => {
  it('has a Russian text for every English key', () => {
    const keys = Object.keys(EN) as MessageKey[];
    for (const key of keys) expect(RU[key], key).toMatch(/\S/);
    expect(Object.keys(RU).sort()).toEqual([...keys].sort());
  });
  it('fills variables and leaves unknown ones visible', () => {
    expect(interpolate('Ad {index} of {count}', { index: 1, count: 2 })).toBe('Ad 1 of 2');
    expect(interpolate('Skip in {seconds}', {})).toBe('Skip in {seconds}');
  });
  it('uses the host translator and falls back when it returns the key', () => {
    const t = createTranslator('ru', (key) => (key === 'play' ? 'Старт' : key));
    expect(t('play')).toBe('Старт');
    expect(t('pause')).toBe('Пауза');
    expect(createTranslator('en')('ad_badge', { index: 2, count: 3 })).toBe('Ad 2 of 3');
    expect(createTranslator('ru-RU')('copied')).toBe('Скопировано в буфер обмена');
  });
});
