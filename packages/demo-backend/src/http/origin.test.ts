import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, originOf } from './origin';

const request = (headers: Record<string, string>, protocol: 'http' | 'https' = 'http') =>
  ({ headers, protocol }) as unknown as FastifyRequest;

describe('originOf', () => {
  it('uses the Host header and protocol of the request', () => {
    expect(originOf(request({ host: '127.0.0.1:9999' }))).toBe('http://127.0.0.1:9999');
  });
  it('honours x-forwarded-proto', () => {
    expect(originOf(request({ host: 'a.example', 'x-forwarded-proto': 'https, http' }))).toBe(
      'https://a.example',
    );
  });
  it('prefers a configured public origin without its trailing slash', () => {
    expect(originOf(request({ host: 'x' }), 'https://tv.example/')).toBe('https://tv.example');
  });
});

describe('absoluteUrl', () => {
  it('joins path and query, skipping undefined values', () => {
    expect(absoluteUrl('http://h:1', '/vast/inline', { a: 1, b: undefined, c: 'x y' })).toBe(
      'http://h:1/vast/inline?a=1&c=x+y',
    );
  });
});
