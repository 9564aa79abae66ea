/**
 * 000 §7 Other calls, Messages: "GET and DELETE /v2/users/self/messages". Reading lives with the account
 * calls (profiles/endpoints.ts); removing is this feature's own: one message at a time, by its id, so a
 * single press never empties the whole box.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';

const removed = z.looseObject({});

export function createMessageRemoval(api: ApiClient) {
  return {
    remove: (id: number | string) =>
      api.request({
        method: 'DELETE',
        path: `/users/self/messages/${encodeURIComponent(String(id))}`,
        schema: removed,
        quiet: true,
      }),
  };
}
