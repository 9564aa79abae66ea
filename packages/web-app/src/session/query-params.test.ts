import { readStartupParams } from './query-params';

describe('readStartupParams', () => {
  it('reads every parameter the spec lists', () => {
    const params = readStartupParams(
      '?partner=bank&token=abc&provider=7&language=ru&clickId=c1&show_debug=1&purchased=true&device_serial=s1',
    );
    expect(params).toEqual({
      partner: 'bank',
      token: 'abc',
      deviceSerial: 's1',
      provider: '7',
      language: 'ru',
      clickId: 'c1',
      showDebug: true,
      purchased: true,
      ignoreParentalControl: false,
    });
  });

  it('prefers access_token and lang, accepts each click id spelling and needs purchased=true exactly', () => {
    const params = readStartupParams('?access_token=a&token=b&lang=en&language=ru&clickid=x&purchased=1');
    expect(params.token).toBe('a');
    expect(params.language).toBe('en');
    expect(params.clickId).toBe('x');
    expect(params.purchased).toBe(false);
    expect(readStartupParams('?click_id=y').clickId).toBe('y');
  });

  it('gives nulls and false for an empty query', () => {
    const params = readStartupParams('');
    expect(params.token).toBeNull();
    expect(params.showDebug).toBe(false);
  });
});
