import { z } from 'zod';
import { createApiClient } from './http';

describe('an answer schema is built while its call is in flight (issue 38)', () => {
  it('builds a lazy schema (and one in an array) before the answer comes, once, and parses with it', async () => {
    const built: string[] = [];
    const item = z.lazy(() => {
      built.push('item');
      return z.looseObject({ id: z.number() });
    });
    let answer: (response: Response) => void = () => {};
    const api = createApiClient({
      baseUrl: 'http://api.test/v2',
      fetch: (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch,
    });
    const call = api.request({ path: '/items', schema: z.array(item) });
    // The code that sent the call runs to its end first: nothing is built inside it.
    expect(built).toEqual([]);
    await Promise.resolve();
    expect(built).toEqual(['item']);
    answer(new Response('[{"id":1},{"id":2}]', { status: 200 }));
    await expect(call).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(built).toEqual(['item']);
  });
});
