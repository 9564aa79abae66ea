-- Money as a ledger (issue 35): every change of a billing account's balance is one row here, written in
-- the same statement that changes the balance (src/money/ledger.ts), so each balance equals the sum of
-- its entries. Money in minor units (kopecks); times are unix ms from the app's clock.

CREATE TABLE billing_ledger (
  id            bigserial PRIMARY KEY,
  account_id    bigint NOT NULL REFERENCES billing_accounts (id) ON DELETE CASCADE,
  -- Credit above zero, debit below.
  amount        bigint NOT NULL CHECK (amount <> 0),
  kind          text NOT NULL CHECK (kind IN (
                  'opening',       -- a balance that existed before the ledger, or the demo's starting money
                  'top_up',        -- a settled payment (card, page, QR, phone, the operator's account)
                  'subscription',  -- a packet bought from the balance (its first period or trial)
                  'renewal',       -- the next period of a subscription, charged when the last one ended
                  'refund',        -- the unused days of a subscription ended early, or a cancelled future
                  'content',       -- a content bought for good
                  'adjustment'     -- set by the operator by hand (support, tests setting a scene)
                )),
  -- What moved the money, e.g. 'subscription:12', 'subscription:12@1767225600000' (the period that ended
  -- then), 'transaction:3f6c…', 'purchase:7'. With the kind it names one movement: a second attempt at
  -- the same movement (a race the locks missed, a retried request) fails here instead of paying twice.
  reference     text NOT NULL,
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  created_at    bigint NOT NULL
);
CREATE UNIQUE INDEX billing_ledger_once ON billing_ledger (kind, reference);
CREATE INDEX billing_ledger_account ON billing_ledger (account_id, id);

-- Balances from before the ledger open it, so the invariant holds from the first start on this version.
INSERT INTO billing_ledger (account_id, amount, kind, reference, balance_after, created_at)
  SELECT id, balance, 'opening', 'account:' || id, balance,
         (extract(epoch FROM clock_timestamp()) * 1000)::bigint
    FROM billing_accounts WHERE balance <> 0;

-- One purchase record per subscription. Parallel purchases of one packet each wrote their own before
-- (one subscription, several records): keep the first.
DELETE FROM billing_purchases later USING billing_purchases first
 WHERE later.subscription_id = first.subscription_id AND later.id > first.id;
CREATE UNIQUE INDEX billing_purchases_one_per_subscription ON billing_purchases (subscription_id)
  WHERE subscription_id IS NOT NULL;

-- One pending payment per identical request (billing README: "a new request identical to one still
-- pending returns the pending one"). Checked by a SELECT before, two parallel identical requests both
-- found none and both charged. Older identical pending ones give way to the newest first.
WITH superseded AS (
  UPDATE billing_transactions old SET state = 'error', reason = 'expired',
         updated_at = (extract(epoch FROM clock_timestamp()) * 1000)::bigint
   WHERE old.state IN ('awaiting_payer', 'processing') AND old.kind <> 'card_link'
     AND EXISTS (
       SELECT 1 FROM billing_transactions newer
        WHERE newer.state IN ('awaiting_payer', 'processing') AND newer.user_id = old.user_id
          AND newer.kind = old.kind AND newer.amount = old.amount AND newer.paysystem = old.paysystem
          AND newer.card_id IS NOT DISTINCT FROM old.card_id AND newer.packet_id IS NOT DISTINCT FROM old.packet_id
          AND newer.offer_id IS NOT DISTINCT FROM old.offer_id AND newer.phone IS NOT DISTINCT FROM old.phone
          AND (newer.created_at, newer.id) > (old.created_at, old.id))
  RETURNING old.id, old.updated_at
)
INSERT INTO billing_transaction_events (transaction_id, state, note, at)
  SELECT id, 'error', 'superseded by an identical payment', updated_at FROM superseded;
CREATE UNIQUE INDEX billing_transactions_one_pending ON billing_transactions
  (user_id, kind, amount, paysystem, coalesce(card_id, 0), coalesce(packet_id, 0), coalesce(offer_id, 0),
   coalesce(phone, ''))
  WHERE state IN ('awaiting_payer', 'processing') AND kind <> 'card_link';

-- A request that may be retried (Idempotency-Key header, src/money/idempotency.ts): the first one
-- claims the key, a retry gets the first one's answer instead of moving money again.
CREATE TABLE idempotency_keys (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key          text NOT NULL,
  -- Method, route and body digest: the same key sent with another request is refused.
  fingerprint  text NOT NULL,
  -- NULL while the first request runs; then its status and body, replayed to retries.
  status       integer,
  body         text,
  content_type text,
  created_at   bigint NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);
