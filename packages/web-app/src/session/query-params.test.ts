import { readStartupParams } from './query-params';

describe('readStartupParams', () => {
  it('reads every parameter the spec lists (a partner link in embed mode)', () => {
    const params = readStartupParams(
      '?partner=bank&token=abc&provider=7&language=ru&clickId=c1&show_debug=1&purchased=true&device_serial=s1&ignore_parental_control=1',
      'embed',
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
      ignoreParentalControl: true,
    });
  });

  it('prefers access_token and lang, accepts each click id spelling and needs purchased=true exactly', () => {
    const params = readStartupParams(
      '?access_token=a&token=b&lang=en&language=ru&clickid=x&purchased=1',
      'site',
    );
    expect(params.token).toBe('a');
    expect(params.language).toBe('en');
    expect(params.clickId).toBe('x');
    expect(params.purchased).toBe(false);
    expect(readStartupParams('?click_id=y', 'site').clickId).toBe('y');
  });

  it('gives nulls and false for an empty query', () => {
    const params = readStartupParams('', 'site');
    expect(params.token).toBeNull();
    expect(params.showDebug).toBe(false);
  });

  it.each([
    ['?show_debug=1', true],
    ['?show_debug', true],
    ['?show_debug=0', false],
    ['?show_debug=false', false],
  ])('%s: the debug trace on is %s (main.tsx says so by the same rule)', (search, on) => {
    expect(readStartupParams(search, 'site').showDebug).toBe(on);
  });

  it('takes the token consumed from the address bar when the query no longer has it', () => {
    expect(readStartupParams('?lang=ru', 'site', 'from-url').token).toBe('from-url');
  });
});

// Issue 21 item 5: before the fix `?ignore_parental_control=1` switched the PIN off on the main site and
// `?device_serial=` from any plain link replaced the viewer's device serial (both rows below failed).
describe('powers a plain link does not get', () => {
  it.each([
    ['site', '?ignore_parental_control=1', false],
    ['site', '?ignore_parental_control=true&partner=bank', false],
    ['embed', '?ignore_parental_control=1', true],
    ['embed', '?ignore_parental_control=0', false],
  ] as const)('%s %s → ignoreParentalControl %s', (mode, search, expected) => {
    expect(readStartupParams(search, mode).ignoreParentalControl).toBe(expected);
  });

  it.each([
    ['site', '?device_serial=forged', null],
    // Issue 35 item 5: `partner=` on a plain link re-enabled it (this row answered 'p1' before).
    ['site', '?device_serial=p1&partner=bank', null],
    ['embed', '?device_serial=e1', 'e1'],
  ] as const)('%s %s → deviceSerial %s', (mode, search, expected) => {
    expect(readStartupParams(search, mode).deviceSerial).toBe(expected);
  });
});
