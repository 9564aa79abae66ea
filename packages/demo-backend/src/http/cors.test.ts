import { describe, expect, it } from 'vitest';
import { corsFor, isCredentialPath, normaliseOrigin, parseOriginList, routePath } from './cors';

describe('isCredentialPath', () => {
  it.each([
    ['/v2/auth/device', true],
    ['/v2/auth/login?x=1', true],
    ['/v2/users', true],
    ['/v2/users/self/devices', true],
    ['/v2/otps', true],
    ['/sink/calls?since=3', true],
    ['/sink/sms?phone=79990000001', true],
    ['/v2/channels', false],
    ['/v2/stat', false],
    ['/sink/px', false],
    ['/media/live/live1/master.m3u8', false],
    ['/v2/usersx', false],
  ])('%s → %s', (path, expected) => {
    expect(isCredentialPath(path)).toBe(expected);
  });
});

describe('routePath', () => {
  it.each([
    ['/v2/%6ftps', '/v2/otps'],
    ['/v2/%256ftps?x=1', '/v2/otps'],
    ['/sink/%73ms?phone=1', '/sink/sms'],
    ['//v2//auth/login', '/v2/auth/login'],
    ['/v2/channels/../users/self', '/v2/users/self'],
    ['/V2/Users', '/v2/users'],
    ['/v2/otps%3Fx=1', '/v2/otps'],
    ['/media/live/live1/master.m3u8', '/media/live/live1/master.m3u8'],
    ['/v2/%E0%A4%A', '/v2/%e0%a4%a'],
  ])('%s → %s', (url, expected) => {
    expect(routePath(url)).toBe(expected);
  });
});

describe('corsFor', () => {
  const allowed = ['http://127.0.0.1:8789/', 'https://partner.example'];
  it('answers * on public routes whatever the origin', () => {
    expect(corsFor(false, 'http://x.test', []).origin).toBe('*');
  });
  it('reflects a listed origin on credential routes and refuses the rest', () => {
    expect(corsFor(true, 'http://127.0.0.1:8789', allowed).origin).toBe('http://127.0.0.1:8789');
    expect(corsFor(true, 'https://partner.example', allowed).origin).toBe('https://partner.example');
    expect(corsFor(true, 'https://partner.example.evil.test', allowed).origin).toBe(false);
    expect(corsFor(true, 'null', allowed).origin).toBe(false);
    expect(corsFor(true, undefined, allowed).origin).toBe(false);
  });
});

describe('normaliseOrigin', () => {
  it('keeps scheme, host and port only, and refuses other schemes', () => {
    expect(normaliseOrigin('https://a.example:443/path')).toBe('https://a.example');
    expect(normaliseOrigin('javascript:alert(1)')).toBeNull();
    expect(normaliseOrigin('nonsense')).toBeNull();
  });
});

describe('parseOriginList', () => {
  it('reads comma-separated origins and refuses anything else by name', () => {
    expect(parseOriginList('X', ' https://a.example, http://b.test:81/ ,')).toEqual([
      'https://a.example',
      'http://b.test:81',
    ]);
    expect(parseOriginList('X', undefined)).toEqual([]);
    expect(() => parseOriginList('ONAIR_CORS_ORIGINS', 'https://a.example/path')).toThrow(
      /ONAIR_CORS_ORIGINS/,
    );
    expect(() => parseOriginList('X', '*')).toThrow(/not an origin/);
  });
});
