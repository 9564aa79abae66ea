// An open transaction seen as a Database, for code written against one (the packets' stores, purchases) that
// must become part of a larger transaction: its queries run in the outer transaction, and each transaction it
// opens is a savepoint. A step that fails is undone alone and the outer work goes on — PostgreSQL would
// otherwise abort the whole transaction at the first error, and PGlite would wait forever on a query sent to
// the database itself while its transaction is open.
import type { Database, Sql } from './database';

export function withinTransaction(tx: Sql, label = 'a transaction'): Database {
  let savepoints = 0;
  const view: Database = {
    label: `inside ${label}`,
    query: (text, params) => tx.query(text, params),
    async exec() {
      throw new Error('exec runs several statements (migrations); it has no place inside a transaction');
    },
    async transaction(work) {
      savepoints += 1;
      const name = `nested_${savepoints}`;
      await tx.query(`SAVEPOINT ${name}`);
      try {
        const result = await work(view);
        await tx.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    // Cross-process locks are taken around whole units of work (start-up), never inside one.
    async exclusively() {
      throw new Error('exclusively takes a lock across processes; take it before the transaction');
    },
    // The outer transaction's owner commits or rolls it back; closing this view ends nothing.
    async close() {},
  };
  return view;
}
