import { describe, expect, it } from 'vitest';
import { devRoutes } from './dev-routes';

describe('non-production test routes (001 §2, §6)', () => {
  it('exist in a development build only', () => {
    expect(devRoutes(true).map((r) => r.path)).toEqual(['test', 'test_feed', 'vitrina_test']);
    expect(devRoutes(false)).toEqual([]);
  });
});
