import { ERROR_CATALOGUE, playerError } from './codes';
import { ERROR_TYPE_NAMES } from './types';

describe('error catalogue', () => {
  it('lists the §8 type names exactly, in the spec order', () => {
    expect(ERROR_TYPE_NAMES.join(', ')).toBe(
      'Network error, Manifest load error, Manifest load timeout, Manifest parsing error, Level load error, ' +
        'Fragment load error, Key load error, Media error, Incompatible codecs in manifest, Fragment parsing error, ' +
        'Fragment decrypt error, Buffer stalled, Buffer full, Buffer seek over hole, Buffer nudge on stall, ' +
        'Mux error, Remux allocation error, Other error, Internal exception, Unknown error',
    );
  });

  it('every code uses a §8 name, its category as prefix family, and a sentence', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(ERROR_TYPE_NAMES).toContain(entry.errorType);
      expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
      expect(entry.message).toMatch(/\.$/);
    }
  });

  it('every §8 name is reachable from some code', () => {
    const used = new Set(Object.values(ERROR_CATALOGUE).map((e) => e.errorType));
    for (const name of ERROR_TYPE_NAMES) expect(used, name).toContain(name);
  });

  it('playerError fills the entry and leaves undefined extras out', () => {
    expect(playerError('network.fragment_load', false, { httpStatus: 404, url: undefined })).toEqual({
      code: 'network.fragment_load',
      category: 'network',
      fatal: false,
      errorType: 'Fragment load error',
      message: 'A media segment could not be loaded.',
      httpStatus: 404,
    });
    expect(playerError('other.generic', true, { message: 'custom' }).message).toBe('custom');
  });
});
