import { ApiError } from '../api/errors';
import { autoAuthAllowed, runAutoAuth } from './auto-auth';
import type { DeviceData } from './device';

const device = { vendor: 'Chrome', model: 'Chrome', serial: 'serial-1', os_name: 'Linux' } as DeviceData;

// Issue 21 item 1: before the fix the app posted the device serial to whatever auto-auth URL the network
// answer named and took the grant it returned (the foreign rows were allowed).
describe('autoAuthAllowed', () => {
  it.each([
    ['http://api.example/v2/auto', true],
    ['https://sso.operator.example/auto', true],
    ['https://attacker.example/auto', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (url, expected) => {
    expect(autoAuthAllowed(url, 'http://api.example/v2', ['https://sso.operator.example'])).toBe(expected);
  });
});

describe('runAutoAuth', () => {
  it('never calls a URL outside the allow-list', async () => {
    const calls: string[] = [];
    const fetchSpy = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response('{"access_token":"t"}');
    }) as typeof fetch;
    const error = await runAutoAuth('https://attacker.example/a', device, fetchSpy, () => false).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('posts the device data to an allowed URL and returns the grant', async () => {
    let body = '';
    const fetchSpy = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      body = String(init?.body);
      return new Response('{"access_token":"t1"}');
    }) as typeof fetch;
    await expect(runAutoAuth('http://api.example/auto', device, fetchSpy, () => true)).resolves.toMatchObject(
      {
        access_token: 't1',
      },
    );
    expect(JSON.parse(body)).toEqual({
      manufacturer: 'Chrome',
      model: 'Chrome',
      serial: 'serial-1',
      os: 'Linux',
    });
  });

  it('fails a network error as an ApiError of kind network', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = (await runAutoAuth('http://api.example/auto', device, failing, () => true).catch(
      (e) => e,
    )) as ApiError;
    expect(error.kind).toBe('network');
  });
});
