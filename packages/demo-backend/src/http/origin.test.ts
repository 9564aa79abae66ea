import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, originOf, splitHost } from './origin';

const request = (
  headers: Record<string, string>,
  socket?: { localAddress: string; localPort: number },
  protocol: 'http' | 'https' = 'http',
) => ({ headers, protocol, socket }) as unknown as FastifyRequest;

const onSocket = { localAddress: '192.168.1.5', localPort: 8787 };

describe('originOf', () => {
  it('prefers a configured public origin without its trailing slash', () => {
    expect(originOf(request({ host: 'x' }, onSocket), 'https://tv.example/')).toBe('https://tv.example');
  });

  // Issue 21 item 9: before the fix a request with `Host: evil.example` got media and licence URLs on
  // evil.example (this table's forged rows returned the forged host).
  it.each([
    ['the loopback name on the listening port', 'localhost:8787', 'http://localhost:8787'],
    ['the address the client reached', '192.168.1.5:8787', 'http://192.168.1.5:8787'],
    ['a forged host name', 'evil.example:8787', 'http://192.168.1.5:8787'],
    ['a loopback name on another port', 'localhost:9999', 'http://192.168.1.5:8787'],
    ['no port (80) while listening on 8787', 'localhost', 'http://192.168.1.5:8787'],
    ['garbage', 'a b/c', 'http://192.168.1.5:8787'],
  ])('Host of %s → %s', (_case, host, expected) => {
    expect(originOf(request({ host }, onSocket))).toBe(expected);
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-Host (a proxy sets the public origin instead)', () => {
    const forged = request(
      { host: 'localhost:8787', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      onSocket,
    );
    expect(originOf(forged)).toBe('http://localhost:8787');
  });

  it('brackets an IPv6 local address', () => {
    expect(originOf(request({ host: 'evil' }, { localAddress: '::1', localPort: 80 }))).toBe(
      'http://[::1]:80',
    );
  });

  it('uses the Host header under app.inject, where no socket address exists', () => {
    expect(originOf(request({ host: '127.0.0.1:9999' }))).toBe('http://127.0.0.1:9999');
  });
});

describe('splitHost', () => {
  it('reads names, IPv6 literals and ports, and refuses anything else', () => {
    expect(splitHost('a.example:81')).toEqual({ name: 'a.example', port: 81 });
    expect(splitHost('[::1]:80')).toEqual({ name: '[::1]', port: 80 });
    expect(splitHost('a.example')).toEqual({ name: 'a.example', port: null });
    expect(splitHost('a/b')).toBeNull();
  });
});

describe('absoluteUrl', () => {
  it('joins path and query, skipping undefined values', () => {
    expect(absoluteUrl('http://h:1', '/vast/inline', { a: 1, b: undefined, c: 'x y' })).toBe(
      'http://h:1/vast/inline?a=1&c=x+y',
    );
  });
});
