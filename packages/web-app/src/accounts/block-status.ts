/**
 * 000 §3 Block status and §7 GET mw/status_block: the regional provider's middleware says whether the
 * subscriber is paused for want of money (balance, username, amount, status, message_detail). Only a
 * provider whose network says `regional_middleware` is asked; the server decides, the app shows.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';
import type { Network } from '../api/schemas';

export const blockStatusSchema = z.looseObject({
  balance: z.union([z.string(), z.number()]).nullish(),
  username: z.string().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  status: z.string().nullish(),
  message_detail: z.string().nullish(),
});
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** Whether this provider has the regional middleware (and so a block status to ask for). */
export const hasRegionalMiddleware = (network: Network | null): boolean =>
  network?.provider?.regional_middleware === true;

export const isBlocked = (status: BlockStatus | null | undefined): boolean => status?.status === 'blocked';

export const fetchBlockStatus = (api: ApiClient, provider: string | number | null | undefined) =>
  api.request({ path: '/mw/status_block', query: { provider }, schema: blockStatusSchema, quiet: true });

/** The react-query key: one answer per viewer, shared by the watcher and the modal. */
export const blockStatusKey = (userId: unknown) => ['status_block', userId] as const;
