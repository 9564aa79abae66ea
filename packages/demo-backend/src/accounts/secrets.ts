// Credentials as a real service keeps them: passwords only as salted scrypt hashes (slow on purpose,
// compared in constant time), one-time codes and access tokens only as SHA-256 digests, and every
// secret drawn from the OS's CSPRNG.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// 2^14 rounds, 8-byte blocks: ~50 ms on a laptop, 16 MiB of memory per hash.
const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(secret: string, salt: Buffer, n: number, r: number, p: number, keylen: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, keylen, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keylen } = SCRYPT;
  const key = await scryptAsync(password, salt, N, r, p, keylen);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so a missing user and a wrong password take the same time.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An access token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A one-time code of `length` decimal digits, uniformly drawn (leading zeros allowed). */
export function newCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}
