import { TOKEN_VALIDITY_MS } from '../constants';
import { expiryOf, type StoredToken, tokenVerdict } from './token';

const HOUR = 3_600_000;
const token = (over: Partial<StoredToken> = {}): StoredToken => ({
  value: 't',
  setAt: 0,
  expiresAt: 12 * HOUR,
  error: false,
  ...over,
});

describe('expiryOf', () => {
  it('reads unix seconds, milliseconds and ISO dates', () => {
    expect(expiryOf(1_700_000_000, 0)).toBe(1_700_000_000_000);
    expect(expiryOf(1_700_000_000_000, 0)).toBe(1_700_000_000_000);
    expect(expiryOf('2024-01-01T00:00:00Z', 0)).toBe(Date.parse('2024-01-01T00:00:00Z'));
  });

  it('assumes 12 hours when the server gives none or nonsense', () => {
    expect(expiryOf(undefined, 1000)).toBe(1000 + TOKEN_VALIDITY_MS);
    expect(expiryOf('soon', 1000)).toBe(1000 + TOKEN_VALIDITY_MS);
  });
});

describe('tokenVerdict', () => {
  it('has nothing to say without a token', () => {
    expect(tokenVerdict(null, 0)).toBe('none');
  });

  it('uses a token before its expiry and re-authorises after it', () => {
    expect(tokenVerdict(token(), 6 * HOUR)).toBe('use');
    expect(tokenVerdict(token(), 12 * HOUR)).toBe('reauthorize');
  });

  it('re-authorises on the error flag even when the token is fresh', () => {
    expect(tokenVerdict(token({ error: true }), 1000)).toBe('reauthorize');
  });

  it('skips re-authorisation when the token was set less than 5 minutes ago, even if the server said it expired', () => {
    const justSet = token({ setAt: 10 * HOUR, expiresAt: 10 * HOUR });
    expect(tokenVerdict(justSet, 10 * HOUR + 4 * 60_000)).toBe('use');
    expect(tokenVerdict(justSet, 10 * HOUR + 5 * 60_000)).toBe('reauthorize');
  });
});
