// Secrets as a real service keeps them: one-time codes and access tokens only as SHA-256 digests,
// every secret drawn from the OS's CSPRNG. Passwords have their own slow hash (passwords.ts).
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An access token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A one-time code of `length` decimal digits, uniformly drawn (leading zeros allowed). */
export function newCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}
