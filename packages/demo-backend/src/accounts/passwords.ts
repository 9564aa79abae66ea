// Why: a viewer's password is a low-entropy secret a person chose, so it is stored only as a salted
// scrypt hash at the current guidance (OWASP Password Storage Cheat Sheet: N = 2^17, r = 8, p = 1,
// 128 MiB and a few hundred ms per hash): a stolen table costs that much per guess. The parameters
// are written into each hash (`scrypt$N$r$p$salt$hash`), so a hash made at an older, cheaper cost
// still verifies and is made again at the current one on the next successful sign-in.
// Secrets the server or the app generates at random (guest credentials, tokens, codes) have no
// dictionary to guess from: they are stored as SHA-256 (`sha256$hex`). A guest signs in by its device
// (POST /v2/auth/device), so its stored credential is never checked as a password: `verify` refuses it.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { sha256 } from './secrets';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The guidance this product stores passwords at (OWASP Password Storage Cheat Sheet, scrypt). */
export const PASSWORD_SCRYPT: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const KEY_LENGTH = 32;
/** Below and above these a stored or configured N is refused: too weak to mean anything, or absurd. */
const MIN_LOG2_N = 10;
const MAX_LOG2_N = 20;

/**
 * The cost this process hashes at: the guidance, unless ONAIR_SCRYPT_N names a lower power of two
 * (2^10 …). The test suites set it, so the thousands of sign-ups they make do not each take 128 MiB
 * and hundreds of ms; a deployment never does (docs/security.md).
 */
export function passwordCostFrom(env: NodeJS.ProcessEnv = process.env): ScryptCost {
  const raw = env.ONAIR_SCRYPT_N;
  if (raw === undefined || raw === '') return { ...PASSWORD_SCRYPT };
  const n = Number(raw);
  if (!validN(n))
    throw new Error(`ONAIR_SCRYPT_N must be a power of two from 2^${MIN_LOG2_N} to 2^${MAX_LOG2_N}`);
  return { ...PASSWORD_SCRYPT, N: n };
}

function validN(n: number): boolean {
  return Number.isInteger(n) && n >= 2 ** MIN_LOG2_N && n <= 2 ** MAX_LOG2_N && (n & (n - 1)) === 0;
}

function derive(secret: string, salt: Buffer, cost: ScryptCost, keylen: number): Promise<Buffer> {
  // Node refuses more than 32 MiB unless told: allow what this cost needs, with room to spare.
  const maxmem = 256 * cost.N * cost.r * cost.p;
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, keylen, { N: cost.N, r: cost.r, p: cost.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export interface Verdict {
  ok: boolean;
  /** A right password whose hash is below the current cost: store `hash()` of it now. */
  rehash: boolean;
}

export class PasswordHasher {
  constructor(readonly cost: Readonly<ScryptCost> = PASSWORD_SCRYPT) {
    if (!validN(cost.N)) throw new Error(`scrypt N ${cost.N} is not a power of two in range`);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost, KEY_LENGTH);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string | null): Promise<Verdict> {
    const parsed = parseScrypt(stored);
    if (!parsed) {
      // The same work as a real check, so an unknown login and a wrong password take the same time.
      await this.hash(password);
      return { ok: false, rehash: false };
    }
    const key = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
    const ok = timingSafeEqual(key, parsed.hash);
    const { N, r, p } = this.cost;
    const current = parsed.cost.N === N && parsed.cost.r === r && parsed.cost.p === p;
    return { ok, rehash: ok && !current };
  }
}

function parseScrypt(stored: string | null) {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!validN(cost.N) || !(cost.r >= 1 && cost.r <= 32) || !(cost.p >= 1 && cost.p <= 16)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** How a random credential (a guest's generated password) is stored: its SHA-256, no slow hash. */
export const credentialDigest = (secret: string): string => `sha256$${sha256(secret)}`;
