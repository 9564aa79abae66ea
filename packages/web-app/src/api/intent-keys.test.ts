import { createIntentKeys, randomKey } from './intent-keys';

describe('intent keys', () => {
  it('reuses one key for every attempt of an operation until it succeeds', () => {
    let n = 0;
    const keys = createIntentKeys(() => `k${++n}`);
    expect(keys.keyFor('unsubscribe:12')).toBe('k1');
    expect(keys.keyFor('unsubscribe:12')).toBe('k1');
    expect(keys.keyFor('unsubscribe:13')).toBe('k2');
    keys.succeeded('unsubscribe:12');
    expect(keys.keyFor('unsubscribe:12')).toBe('k3');
  });

  it('makes random keys the server accepts (visible ASCII, at most 255)', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });
});
