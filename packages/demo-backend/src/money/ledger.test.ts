import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { accountOf, withAccount } from '../packets/accounts';
import { freshDatabase } from '../testing/db-fixture';
import { entriesOf, ledgerDiscrepancies } from '../testing/ledger-check';
import { post } from './ledger';

let db: Database;
let users = 0;
beforeAll(async () => {
  db = await freshDatabase(() => 1_000);
});
afterAll(() => db.close());

async function newAccount() {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, is_guest, date_joined) VALUES ($1, 'L', false, 0) RETURNING id`,
    [`ledger-${++users}`],
  );
  return accountOf(db, Number(user?.id));
}

describe('the ledger', () => {
  it('records each movement with the balance it left, and the balance is their sum', async () => {
    const account = await newAccount();
    await post(db, {
      accountId: account.id,
      amount: 50_000,
      kind: 'top_up',
      reference: 'transaction:a',
      at: 1,
    });
    await post(db, {
      accountId: account.id,
      amount: -29_900,
      kind: 'subscription',
      reference: 'subscription:1',
      at: 2,
    });
    await post(db, { accountId: account.id, amount: 0, kind: 'refund', reference: 'subscription:1', at: 3 });
    expect((await accountOf(db, account.userId)).balance).toBe(20_100);
    expect((await entriesOf(db, account.id)).map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['top_up', 50_000, 50_000],
      ['subscription', -29_900, 20_100],
    ]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it('refuses the same movement twice and a balance below zero, leaving the balance as it was', async () => {
    const account = await newAccount();
    const credit = {
      accountId: account.id,
      amount: 10_000,
      kind: 'top_up' as const,
      reference: 'transaction:b',
      at: 1,
    };
    await post(db, credit);
    await expect(withAccount(db, account.userId, (tx) => post(tx, credit))).rejects.toThrow();
    await expect(
      withAccount(db, account.userId, (tx) =>
        post(tx, { accountId: account.id, amount: -10_001, kind: 'content', reference: 'purchase:9', at: 2 }),
      ),
    ).rejects.toThrow();
    expect((await accountOf(db, account.userId)).balance).toBe(10_000);
    expect(await entriesOf(db, account.id)).toHaveLength(1);
  });

  it('finds a balance written outside the ledger', async () => {
    const account = await newAccount();
    await db.query('UPDATE billing_accounts SET balance = balance + 100 WHERE id = $1', [account.id]);
    expect(await ledgerDiscrepancies(db)).toEqual([{ accountId: account.id, balance: 100, ledger: 0 }]);
    await db.query('UPDATE billing_accounts SET balance = 0 WHERE id = $1', [account.id]);
  });

  it('opens with the demo viewers’ starting money', async () => {
    const [demo] = await db.query<{ id: string }>(
      `SELECT a.id FROM billing_accounts a JOIN users u ON u.id = a.user_id WHERE u.username = 'demo'`,
    );
    const entries = await entriesOf(db, Number(demo?.id));
    expect(entries.map((e) => e.kind)).toEqual(['opening']);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });
});
