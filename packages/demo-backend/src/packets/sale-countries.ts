// 000 §5 "Packet enabling is refused in a forbidden country": the demo operator licenses its packets for
// Russia only. The server decides from the address the request comes from, never from anything the
// client says. A real operator asks a GeoIP database; the demo knows the three documentation ranges of
// RFC 5737 (so a test can come "from abroad" without a network) and treats loopback, private and any
// other address as home, so a local stack always sells.
import { ApiError } from '../http/errors';
import { DEMO_PROVIDER } from './seed-data';

/** Where the demo operator may enable packets (ISO 3166-1 alpha-2). */
export const SALE_COUNTRIES: readonly string[] = ['RU'];

/** The operator's home country: what an address the table does not know counts as. */
export const HOME_COUNTRY = 'RU';

const DOCUMENTATION_RANGES: readonly [prefix: string, country: string][] = [
  ['192.0.2.', 'US'],
  ['198.51.100.', 'DE'],
  ['203.0.113.', 'KZ'],
];

/** The country of a request's address (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function countryOfIp(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return DOCUMENTATION_RANGES.find(([prefix]) => v4.startsWith(prefix))?.[1] ?? HOME_COUNTRY;
}

export const sellsIn = (country: string): boolean => SALE_COUNTRIES.includes(country);

/** Refuses enabling a packet from an address outside the sale countries (403 forbidden_country). */
export function refuseForeignSale(ip: string, packetName: string): void {
  const country = countryOfIp(ip);
  if (sellsIn(country)) return;
  throw new ApiError(
    403,
    'forbidden_country',
    `${packetName} cannot be enabled in your country (${country})`,
  );
}

/** 000 §5: a packet another provider sells is not this operator's to enable (404 provider_packet_not_found). */
export function refuseOtherProvider(packet: { name: string; providerId: number }): void {
  if (packet.providerId === DEMO_PROVIDER.id) return;
  throw new ApiError(404, 'provider_packet_not_found', `${packet.name} is sold by another provider`);
}
