-- Billing beside the packets' accounts (000 §3 Card, Transaction, Offer, Purchase; §7 Billing): the
-- viewer's linked cards, the demo payment provider's transactions with their state history, offers and
-- purchases. Money in minor units; times are unix ms from the app's injected clock.

CREATE TABLE billing_cards (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Only the last four digits and what the demo card does; the provider keeps the rest.
  last4       text NOT NULL,
  behaviour   text NOT NULL CHECK (behaviour IN ('pays', 'no_funds', 'confirms')),
  paysystem   text NOT NULL,
  is_primary  boolean NOT NULL DEFAULT false,
  removed     boolean NOT NULL DEFAULT false,
  created_at  bigint NOT NULL
);
CREATE INDEX billing_cards_user ON billing_cards (user_id) WHERE NOT removed;

CREATE TABLE billing_offers (
  id                bigserial PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purchase_type_id  bigint NOT NULL,
  packet_id         integer REFERENCES packets (id),
  content_id        integer,
  period_days       integer NOT NULL,
  amount            bigint NOT NULL CHECK (amount >= 0),
  is_trial          boolean NOT NULL DEFAULT false,
  offer_version     text NOT NULL,
  -- Which paysystems the app asked for (000 §7 paysystem_version); an unknown one lists none.
  paysystem_version integer,
  library_id        integer,
  entity_license_id integer,
  created_at        bigint NOT NULL
);

CREATE TABLE billing_transactions (
  id          text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('refill', 'card_link', 'offer')),
  state       text NOT NULL CHECK (state IN ('awaiting_payer', 'confirming', 'processing', 'complete', 'error')),
  reason      text,
  amount      bigint NOT NULL CHECK (amount > 0),
  paysystem   text NOT NULL,
  card_id     bigint REFERENCES billing_cards (id),
  packet_id   integer REFERENCES packets (id),
  offer_id    bigint REFERENCES billing_offers (id),
  -- What the payer chose on the hosted page, decided when it is accepted and applied at settlement.
  outcome     text CHECK (outcome IN ('pays', 'no_funds')),
  pending_card jsonb,
  save_card   boolean NOT NULL DEFAULT false,
  needed_refund boolean NOT NULL DEFAULT false,
  phone       text,
  sms_code    text,
  -- Wrong codes typed on the hosted page; the fifth fails the payment (no guessing the SMS code).
  attempts    integer NOT NULL DEFAULT 0,
  return_url  text,
  lang        text NOT NULL DEFAULT 'ru',
  settle_at   bigint,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL
);
CREATE INDEX billing_transactions_user ON billing_transactions (user_id, created_at);
CREATE INDEX billing_transactions_due ON billing_transactions (settle_at) WHERE state = 'processing';

CREATE TABLE billing_transaction_events (
  transaction_id text NOT NULL REFERENCES billing_transactions (id) ON DELETE CASCADE,
  seq            bigserial,
  state          text NOT NULL,
  note           text NOT NULL DEFAULT '',
  at             bigint NOT NULL,
  PRIMARY KEY (transaction_id, seq)
);

CREATE TABLE billing_purchases (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purchase_type_id bigint NOT NULL,
  packet_id        integer REFERENCES packets (id),
  content_id       integer,
  subscription_id  bigint REFERENCES subscriptions (id),
  amount           bigint NOT NULL,
  status           text NOT NULL CHECK (status IN ('active', 'closed')),
  created_at       bigint NOT NULL
);
-- A content is bought once: a double confirm cannot buy it twice.
CREATE UNIQUE INDEX billing_purchases_one_content ON billing_purchases (user_id, content_id)
  WHERE content_id IS NOT NULL AND status = 'active';
