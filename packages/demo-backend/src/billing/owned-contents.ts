// Contents a viewer bought for good (001 §4 content purchase), as the packets' access rule reads them
// beside the packets' own contents. Apart from purchases.ts, which buys through the packets' stores:
// the access rule reading this file and purchases.ts reading the access rule would otherwise import
// each other.
import type { Sql } from '../db/database';

export async function purchasedContentIds(db: Sql, userId: number): Promise<number[]> {
  const rows = await db.query<{ content_id: number }>(
    `SELECT content_id FROM billing_purchases WHERE user_id = $1 AND content_id IS NOT NULL AND status = 'active'`,
    [userId],
  );
  return rows.map((r) => Number(r.content_id));
}
