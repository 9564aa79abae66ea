/**
 * 000 §7 Promo calls (shapes: packages/demo-backend/src/promo/README.md). All quiet: the wizard shows
 * the server's message on its own form (§8), never the generic modal.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';
import {
  type Activation,
  activationSchema,
  CARD_CONDITION,
  type CheckedKey,
  checkedKeySchema,
  type PromoData,
  promoDataSchema,
} from './schemas';

export function createPromoEndpoints(api: ApiClient) {
  return {
    /** The card condition is waived here: the wizard links the card itself at step 3 (§4 step 1). */
    check: (key: string): Promise<CheckedKey> =>
      api.request({
        method: 'POST',
        path: '/users/self/promokeys/check',
        schema: checkedKeySchema,
        quiet: true,
        body: { key, ignore_conditions: [CARD_CONDITION] },
      }),
    info: (id: number): Promise<PromoData> =>
      api.request({ path: `/promokeys/${id}/info`, schema: promoDataSchema, quiet: true }),
    activate: (key: string): Promise<Activation> =>
      api.request({
        method: 'POST',
        path: '/users/self/promokeys',
        schema: activationSchema,
        quiet: true,
        intent: `promo:${key}`,
        body: { key },
      }),
    /** The open subscriptions' packet ids, to see an activation take effect. */
    currentPacketIds: async (): Promise<number[]> =>
      (
        await api.request({
          path: '/users/self/subscriptions/current',
          schema: z.array(z.looseObject({ packet: z.looseObject({ id: z.number() }) })),
          quiet: true,
        })
      ).map((s) => s.packet.id),
    /** §8 "an activate_fail event is logged": to the operator's analytics sink, never in the way. */
    logActivateFail: (key: string, message: string) =>
      api
        .request({
          method: 'POST',
          path: '/stat/events',
          schema: z.unknown(),
          quiet: true,
          body: { events: [{ event: 'activate_fail', value: key, source: 'promo', message }] },
        })
        .catch(() => undefined),
  };
}
