import { describe, expect, it } from 'vitest';
import { credentialDigest, PASSWORD_SCRYPT, PasswordHasher, passwordCostFrom } from './passwords';

describe('the scrypt cost', () => {
  it('is the guidance in production: N = 2^17, r = 8, p = 1 (issue 35 item 8)', () => {
    expect(PASSWORD_SCRYPT).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(passwordCostFrom({})).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(new PasswordHasher().cost).toEqual(PASSWORD_SCRYPT);
  });

  it('takes a lower power-of-two N from ONAIR_SCRYPT_N (the test suites) and refuses anything else', () => {
    expect(passwordCostFrom({ ONAIR_SCRYPT_N: '1024' })).toEqual({ N: 1024, r: 8, p: 1 });
    for (const bad of ['1000', '512', '0', 'x', String(2 ** 21)]) {
      expect(() => passwordCostFrom({ ONAIR_SCRYPT_N: bad }), bad).toThrow(/power of two/);
    }
  });

  // One real hash at the production cost, so the memory it needs (128 MiB, over Node's default
  // scrypt limit of 32 MiB) is proven to be allowed; not timed.
  it('hashes and verifies at the production cost', async () => {
    const hasher = new PasswordHasher(PASSWORD_SCRYPT);
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.verify('correct horse', hash)).toEqual({ ok: true, rehash: false });
  }, 60_000);
});

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ N: 1024, r: 8, p: 1 });

  it('verifies a right password, refuses a wrong one, and salts each hash', async () => {
    const a = await hasher.hash('s3cret-pass');
    expect(await hasher.hash('s3cret-pass')).not.toBe(a);
    expect(await hasher.verify('s3cret-pass', a)).toEqual({ ok: true, rehash: false });
    expect(await hasher.verify('s3cret-pasS', a)).toEqual({ ok: false, rehash: false });
  });

  it('asks for a new hash when a right password was stored at another cost', async () => {
    const old = await new PasswordHasher({ N: 2048, r: 8, p: 1 }).hash('old-pass');
    expect(await hasher.verify('old-pass', old)).toEqual({ ok: true, rehash: true });
    expect(await hasher.verify('wrong', old)).toEqual({ ok: false, rehash: false });
  });

  it('refuses missing, foreign and absurd stored values without throwing', async () => {
    for (const stored of [
      null,
      '',
      'plain',
      credentialDigest('x'),
      'scrypt$999$8$1$AAAA$AAAA',
      'scrypt$1024$99$1$AAAA$AAAA',
    ]) {
      expect(await hasher.verify('x', stored), String(stored)).toEqual({ ok: false, rehash: false });
    }
  });
});

describe('random credentials', () => {
  it('are stored as their SHA-256, which a password check refuses (a guest signs in by its device)', async () => {
    const stored = credentialDigest('guest-secret-7f3a');
    expect(stored).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(stored).not.toContain('guest-secret');
    expect(await new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).verify('guest-secret-7f3a', stored)).toEqual({
      ok: false,
      rehash: false,
    });
  });
});
