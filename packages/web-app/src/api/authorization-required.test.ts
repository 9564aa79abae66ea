import { z } from 'zod';
import { ApiError } from './errors';
import { AUTHORIZATION_REQUIRED, createApiClient } from './http';

// 000 §8 "Missing access token raises 'Authorization required' in most calls": the viewer's own account calls
// are not sent without a token; the others (start-up, catalogue) go out as before.
function client(token: string | null) {
  const sent: string[] = [];
  const onErrorAction = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test/v2',
    token: () => token,
    fetch: async (input) => {
      sent.push(new URL(String(input)).pathname);
      return Response.json({ ok: true });
    },
    hooks: { onErrorAction },
  });
  return { api, sent, onErrorAction };
}

describe('a call without an access token (000 §8)', () => {
  it.each([
    '/users/self',
    '/users/self/devices',
    '/users/self/accounts/3/payforms/linkedcard',
    '/users/self?x=1',
  ])('%s raises Authorization required and sends nothing', async (path) => {
    const { api, sent, onErrorAction } = client(null);
    const call = api.request({ path, schema: z.unknown() });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      message: AUTHORIZATION_REQUIRED,
      errorCode: 'authorization_required',
    });
    expect(sent).toEqual([]);
    // Not a dead token nor a message modal: the caller decides what to show.
    expect(onErrorAction).not.toHaveBeenCalled();
  });

  it('sends the same call with a token, and calls that need none without one', async () => {
    const signedIn = client('t');
    await signedIn.api.request({ path: '/users/self/devices', schema: z.unknown() });
    expect(signedIn.sent).toEqual(['/v2/users/self/devices']);
    const anonymous = client(null);
    await anonymous.api.request({ path: '/users/selfie', schema: z.unknown() });
    await anonymous.api.request({ path: '/users/self', schema: z.unknown(), auth: false });
    // The start asks the network information before it has a token.
    await anonymous.api.request({ path: '/users/self/network', schema: z.unknown() });
    await anonymous.api.request({ path: '/channels', schema: z.unknown() });
    expect(anonymous.sent).toEqual([
      '/v2/users/selfie',
      '/v2/users/self',
      '/v2/users/self/network',
      '/v2/channels',
    ]);
  });
});
