// Request amounts arrive in major units as the app shows them ("299.00", 299, 0.5); the store keeps
// integers in minor units so no float ever reaches a balance.
import { z } from 'zod';

const MAJOR = /^\d{1,9}(\.\d{1,2})?$/;

/** "299.00" | 299 → 29900; more than two decimals, negatives and zero are refused. */
export const amountField = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : v.trim();
  if (!MAJOR.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'an amount like 299.00 (at most two decimals)' });
    return z.NEVER;
  }
  const [whole = '0', part = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  if (minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'more than 0' });
    return z.NEVER;
  }
  return minor;
});
