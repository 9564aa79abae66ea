import {
  allowedApiOrigins,
  originAllowed,
  type RuntimeConfig,
  resolveApi,
  resolveApiBase,
  sessionScope,
} from './config';

const runtime: RuntimeConfig = {
  apiBase: 'http://api.example/v2/',
  apiBases: { dev: 'http://dev.example/v2' },
  apiOrigins: ['https://qa.test', 'https://*.stands.example'],
  multidevTemplate: 'https://{stand}.stands.example/v2',
};

describe('resolveApiBase', () => {
  it('uses the server runtime config without overrides, trailing slash removed', () => {
    expect(resolveApiBase('', runtime)).toBe('http://api.example/v2');
  });

  it('maps devapi to the named dev base and accepts an allow-listed URL value', () => {
    expect(resolveApiBase('?devapi=1', runtime)).toBe('http://dev.example/v2');
    expect(resolveApiBase('?qaapi=https://qa.test/v2', runtime)).toBe('https://qa.test/v2');
  });

  it('lets an allow-listed customapi win over the other overrides', () => {
    expect(resolveApiBase('?customapi=https://qa.test/v2/&devapi=1', runtime)).toBe('https://qa.test/v2');
  });

  it('falls back to null when nothing is configured', () => {
    expect(resolveApiBase('?stageapi=1', undefined)).toBeNull();
    expect(resolveApiBase('', undefined)).toBeNull();
  });
});

// Issue 21 item 1: before the fix `?customapi=https://any.host/v2` (or devapi/qaapi/… with any URL)
// became the API base, so the app sent the stored token and guest password there. Each row below that
// expects the default base returned the attacker's base on that code.
describe('resolveApi refuses overrides outside the allow-list', () => {
  it.each([
    ['?customapi=https://attacker.example/v2', 'customapi'],
    ['?devapi=https://attacker.example/v2', 'devapi'],
    ['?stageapi=http://qa.test/v2', 'stageapi'], // right host, wrong scheme
    ['?qaapi=https://qa.test:8443/v2', 'qaapi'], // right host, wrong port
    ['?localapi=1', 'localapi'], // the built-in localhost default is not listed here
    ['?customapi=javascript:alert(1)', 'customapi'],
    ['?multidev=a.attacker.example%23', 'multidev'],
    ['?multidev=https://x.attacker.example/v2', 'multidev'],
    ['?customapi=https://x.stands.example.attacker.example/v2', 'customapi'],
  ])('%s → default base, %s refused', (search, param) => {
    const result = resolveApi(search, runtime);
    expect(result.base).toBe('http://api.example/v2');
    expect(result.overridden).toBe(false);
    expect(result.refused?.param).toBe(param);
  });

  it('implements multidev through the template, under the same rule', () => {
    expect(resolveApi('?multidev=feature-42', runtime)).toEqual({
      base: 'https://feature-42.stands.example/v2',
      refused: null,
      overridden: true,
    });
    expect(resolveApi('?multidev=feature-42', { ...runtime, apiOrigins: [] }).refused).toEqual({
      param: 'multidev',
      value: 'feature-42',
    });
  });

  it('accepts the localhost default when it is listed', () => {
    expect(resolveApiBase('?localapi=1', { apiOrigins: ['http://localhost:8787'] })).toBe(
      'http://localhost:8787/v2',
    );
  });
});

describe('originAllowed', () => {
  it.each([
    ['https://qa.test', true],
    ['https://QA.test:443', true],
    ['https://a.stands.example', true],
    ['https://a.b.stands.example', false],
    ['https://stands.example', false],
    ['http://a.stands.example', false],
    ['https://evil.test', false],
    ['not a url', false],
  ])('%s → %s', (origin, expected) => {
    expect(originAllowed(origin, ['https://qa.test', 'https://*.stands.example'])).toBe(expected);
  });

  it('always includes the configured bases', () => {
    expect(allowedApiOrigins(runtime)).toEqual(
      expect.arrayContaining(['http://api.example', 'http://dev.example', 'https://qa.test']),
    );
  });
});

describe('sessionScope', () => {
  it('keeps the default API unscoped and scopes every other origin by itself', () => {
    expect(sessionScope('http://api.example/v2', runtime)).toBeNull();
    expect(sessionScope('https://qa.test/v2', runtime)).toBe('https://qa.test');
    expect(sessionScope(null, runtime)).toBeNull();
  });
});
