// The viewer's linked cards (000 §3 Card): only the last four digits and what the demo card does are
// kept. The first card is primary; removing the primary one promotes the oldest remaining card.
import type { Sql } from '../db/database';
import { notFound } from '../http/errors';
import type { CardBehaviour } from './test-cards';

export interface Card {
  id: number;
  last4: string;
  behaviour: CardBehaviour;
  paysystem: string;
  isPrimary: boolean;
}

const fromRow = (r: Record<string, unknown>): Card => ({
  id: Number(r.id),
  last4: String(r.last4),
  behaviour: r.behaviour as CardBehaviour,
  paysystem: String(r.paysystem),
  isPrimary: Boolean(r.is_primary),
});

export async function cardsOf(db: Sql, userId: number): Promise<Card[]> {
  const rows = await db.query(
    'SELECT * FROM billing_cards WHERE user_id = $1 AND NOT removed ORDER BY is_primary DESC, id',
    [userId],
  );
  return rows.map(fromRow);
}

export async function primaryCardOf(db: Sql, userId: number): Promise<Card | undefined> {
  return (await cardsOf(db, userId)).find((c) => c.isPrimary);
}

export async function cardOf(db: Sql, userId: number, id: number): Promise<Card> {
  const card = (await cardsOf(db, userId)).find((c) => c.id === id);
  if (!card) throw notFound(`Card ${id} not found`);
  return card;
}

/** Stores a card paid with on the hosted page; the same card linked again is the one already kept. */
export async function keepCard(
  db: Sql,
  userId: number,
  card: { last4: string; behaviour: CardBehaviour; paysystem: string },
  now: number,
): Promise<Card> {
  const kept = await cardsOf(db, userId);
  const same = kept.find((c) => c.last4 === card.last4 && c.behaviour === card.behaviour);
  if (same) return same;
  const [row] = await db.query(
    `INSERT INTO billing_cards (user_id, last4, behaviour, paysystem, is_primary, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [userId, card.last4, card.behaviour, card.paysystem, kept.length === 0, now],
  );
  return fromRow(row as Record<string, unknown>);
}

export async function removeCard(db: Sql, userId: number, id: number): Promise<void> {
  const card = await cardOf(db, userId, id);
  await db.query('UPDATE billing_cards SET removed = true, is_primary = false WHERE id = $1', [card.id]);
  if (!card.isPrimary) return;
  await db.query(
    `UPDATE billing_cards SET is_primary = true WHERE id = (
       SELECT id FROM billing_cards WHERE user_id = $1 AND NOT removed ORDER BY id LIMIT 1)`,
    [userId],
  );
}

/** "•••• 4242": what the app lists (§3 Card number). */
export const maskedNumber = (last4: string) => `•••• ${last4}`;
