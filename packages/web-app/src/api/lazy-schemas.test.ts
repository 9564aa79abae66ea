/**
 * Issue 38 (Lighthouse TBT): the answer schemas of the modules in the entry's static closure are `z.lazy`,
 * so importing them builds no schema tree (api/schemas.ts says why), and each is built once, on its first use.
 */
import { z } from 'zod';
import * as blockStatus from '../accounts/block-status';
import * as billing from '../billing/schemas';
import * as catalogue from '../catalogue/schemas';
import * as engagement from '../engagement/schemas';
import * as packets from '../packets/schemas';
import * as profiles from '../profiles/schemas';
import * as api from './schemas';

const MODULES = { api, catalogue, billing, packets, profiles, engagement, blockStatus };

const schemasOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe('the answer schemas are built on first use', () => {
  it.each(Object.entries(MODULES))('%s: every exported schema is a z.lazy', (_, module) => {
    const schemas = schemasOf(module);
    expect(schemas.length).toBeGreaterThan(0);
    expect(schemas.filter(([, schema]) => !(schema instanceof z.ZodLazy)).map(([name]) => name)).toEqual([]);
  });

  it('a lazy schema is built once and then kept: every parse reads the same tree', () => {
    // The tree parse runs on (`unwrap()` would call the getter again and build another).
    const built = () => api.channelSchema._zod.innerType;
    api.channelSchema.parse({ id: 1, name: 'One' });
    const first = built();
    expect(first).toBeInstanceOf(z.ZodObject);
    api.channelSchema.parse({ id: 2, name: 'Two' });
    expect(built()).toBe(first);
  });

  it('validates as the eager schema did: optional fields stay optional, a wrong type names its path', () => {
    expect(api.userSchema.parse({ id: 7, is_guest: true })).toEqual({ id: 7, is_guest: true });
    const wrong = api.networkSchema.safeParse({ provider: { phone_local_length: 'ten' } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['provider.phone_local_length']);
    expect(
      api.signInGrantSchema.parse({ access_token: 't', user: { id: 1, is_guest: false } }).user?.id,
    ).toBe(1);
    expect(api.signInGrantSchema.safeParse({ access_token: '' }).success).toBe(false);
  });
});
