// Seeds the packets, agreements and the demo viewers' accounts once; a restart never resets what
// an operator or a viewer changed (ON CONFLICT DO NOTHING, base subscription only with a new account).
import type { Database } from '../db/database';
import { post } from '../money/ledger';
import { AGREEMENT_SEEDS, ALL_PACKET_SEEDS, DEMO_BALANCE, DEMO_PROVIDER } from './seed-data';

const DAY_MS = 86_400_000;

export async function seedPackets(db: Database, now: () => number, demoUsernames: readonly string[]) {
  for (const a of AGREEMENT_SEEDS) {
    await db.query('INSERT INTO agreements (id, title, body) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      a.id,
      a.title,
      a.body,
    ]);
  }
  for (const [sort, p] of ALL_PACKET_SEEDS.entries()) {
    await db.query(
      `INSERT INTO packets (id, provider_id, name, short, description, is_base, price, period_days, trial_days,
         trial_price, agreement_id, channel_packet_ids, bundle_ids, content_ids, benefits, sort)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) ON CONFLICT DO NOTHING`,
      [
        p.id,
        p.providerId ?? DEMO_PROVIDER.id,
        p.name,
        p.short,
        p.description,
        p.isBase,
        p.price,
        p.periodDays,
        p.trialDays ?? 0,
        p.trialPrice ?? 0,
        p.agreementId ?? null,
        p.channelPacketIds,
        p.bundleIds ?? [],
        p.contentIds ?? [],
        JSON.stringify(p.benefits),
        sort,
      ],
    );
    for (const [days, price] of [[p.periodDays, p.price], ...(p.periods ?? [])]) {
      await db.query(
        'INSERT INTO packet_periods (packet_id, period_days, price) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [p.id, days, price],
      );
    }
  }
  const at = now();
  for (const username of demoUsernames) {
    const created = await db.query<{ id: string; user_id: string }>(
      `INSERT INTO billing_accounts (user_id)
       SELECT id FROM users WHERE lower(username) = $1
       ON CONFLICT DO NOTHING RETURNING id, user_id`,
      [username],
    );
    for (const { id, user_id } of created) {
      // The demo's starting money enters through the ledger like any other.
      await post(db, {
        accountId: Number(id),
        amount: DEMO_BALANCE,
        kind: 'opening',
        reference: `account:${id}`,
        at,
      });
      await db.query(
        `INSERT INTO subscriptions (user_id, packet_id, status, renew, period_days, paid, next_period_days,
           start_at, end_at, created_at)
         VALUES ($1, 100, 'current', true, 30, 0, 30, $2, $3, $2) ON CONFLICT DO NOTHING`,
        [user_id, at, at + 30 * DAY_MS],
      );
    }
  }
}
