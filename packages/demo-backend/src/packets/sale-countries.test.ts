import { describe, expect, it } from 'vitest';
import { countryOfIp, sellsIn } from './sale-countries';

describe('000 §5 the countries the demo operator enables packets in', () => {
  it('knows the documentation ranges; loopback, private and unknown addresses are home', () => {
    expect(countryOfIp('203.0.113.9')).toBe('KZ');
    expect(countryOfIp('::ffff:198.51.100.1')).toBe('DE');
    expect(countryOfIp('192.0.2.200')).toBe('US');
    expect(countryOfIp('127.0.0.1')).toBe('RU');
    expect(countryOfIp('::1')).toBe('RU');
    expect(countryOfIp('10.1.2.3')).toBe('RU');
    expect(countryOfIp('203.0.1.1')).toBe('RU');
  });
  it('sells only at home', () => {
    expect(sellsIn('RU')).toBe(true);
    expect(sellsIn('KZ')).toBe(false);
  });
});
