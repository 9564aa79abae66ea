import { resolveApiBase } from './config';

describe('resolveApiBase', () => {
  const runtime = { apiBase: 'http://api.example/v2/', apiBases: { dev: 'http://dev.example/v2' } };

  it('uses the server runtime config without overrides, trailing slash removed', () => {
    expect(resolveApiBase('', runtime)).toBe('http://api.example/v2');
  });

  it('lets customapi win over everything', () => {
    expect(resolveApiBase('?customapi=http://x.test/v2/&devapi=1', runtime)).toBe('http://x.test/v2');
  });

  it('maps devapi to the named dev base and accepts a URL value', () => {
    expect(resolveApiBase('?devapi=1', runtime)).toBe('http://dev.example/v2');
    expect(resolveApiBase('?qaapi=https://qa.test/v2', runtime)).toBe('https://qa.test/v2');
  });

  it('falls back to the local API for localapi and to null when nothing is configured', () => {
    expect(resolveApiBase('?localapi=1', undefined)).toBe('http://localhost:8787/v2');
    expect(resolveApiBase('?stageapi=1', undefined)).toBeNull();
    expect(resolveApiBase('', undefined)).toBeNull();
  });
});
