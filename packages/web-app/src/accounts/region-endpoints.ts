/**
 * The regional provider's city and address calls (000 §7 Regional variants: GET mw/cities, POST
 * mw/set_city {token, city id}, POST mw/set_address {token, address_id, provider_id, user_id}). They are
 * made between the code and the session: the token is the new grant's, sent in the body as the regional
 * middleware expects. Failures are the caller's to show (000 §8: the server's message).
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';

const citySchema = z.looseObject({ id: z.number(), name: z.string() });
const addressSchema = z.looseObject({
  address_id: z.number(),
  address: z.string(),
  provider_id: z.number(),
  user_id: z.number(),
});
export type City = z.infer<typeof citySchema>;
export type Address = z.infer<typeof addressSchema>;

type Provider = string | number | null | undefined;

export function createRegionEndpoints(api: ApiClient, provider: Provider) {
  return {
    cities: (): Promise<City[]> =>
      api.request({ path: '/mw/cities', query: { provider }, schema: z.array(citySchema), quiet: true }),
    setCity: async (token: string, cityId: number): Promise<Address[]> =>
      (
        await api.request({
          method: 'POST',
          path: '/mw/set_city',
          query: { provider },
          schema: z.looseObject({ addresses: z.array(addressSchema) }),
          quiet: true,
          body: { token, city_id: cityId },
        })
      ).addresses,
    setAddress: (token: string, address: Address): Promise<Address> =>
      api.request({
        method: 'POST',
        path: '/mw/set_address',
        query: { provider },
        schema: addressSchema,
        quiet: true,
        body: {
          token,
          address_id: address.address_id,
          provider_id: address.provider_id,
          user_id: address.user_id,
        },
      }),
  };
}
