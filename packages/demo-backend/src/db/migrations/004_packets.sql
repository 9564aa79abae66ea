-- Packets, the viewer's billing account, subscriptions and agreements (000 §3 Packet, Account; §4
-- Subscription; §5 packet rules; §7 Packets, Agreements). Money is in minor units (kopecks), times are
-- unix milliseconds written by the app from its injected clock.

CREATE TABLE agreements (
  id    integer PRIMARY KEY,
  title text NOT NULL,
  body  text NOT NULL
);

CREATE TABLE packets (
  id             integer PRIMARY KEY,
  provider_id    integer NOT NULL,
  name           text NOT NULL,
  short          text NOT NULL,
  description    text NOT NULL,
  is_base        boolean NOT NULL,
  -- Price of the default period; 0 is a free packet (§5 "A free packet has price 0.00").
  price          bigint NOT NULL CHECK (price >= 0),
  period_days    integer NOT NULL CHECK (period_days > 0),
  trial_days     integer NOT NULL DEFAULT 0,
  trial_price    bigint NOT NULL DEFAULT 0,
  is_promo       boolean NOT NULL DEFAULT false,
  parent_name    text,
  agreement_id   integer REFERENCES agreements (id),
  -- The catalogue's channel packets whose channels this packet opens (a bundle opens several).
  channel_packet_ids integer[] NOT NULL,
  -- A bundle lists the packets it contains (§3 "packets (a bundle)").
  bundle_ids     integer[] NOT NULL DEFAULT '{}',
  content_ids    integer[] NOT NULL DEFAULT '{}',
  benefits       jsonb NOT NULL DEFAULT '[]',
  sort           integer NOT NULL DEFAULT 0
);

-- Purchase periods a packet can be bought for (§3 Purchase period); the packet's own period is one.
CREATE TABLE packet_periods (
  packet_id   integer NOT NULL REFERENCES packets (id) ON DELETE CASCADE,
  period_days integer NOT NULL CHECK (period_days > 0),
  price       bigint NOT NULL CHECK (price >= 0),
  PRIMARY KEY (packet_id, period_days)
);

CREATE TABLE billing_accounts (
  id                 bigserial PRIMARY KEY,
  user_id            bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  balance            bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  is_payment_allowed boolean NOT NULL DEFAULT true
);

CREATE TABLE subscriptions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  packet_id   integer NOT NULL REFERENCES packets (id),
  -- current: open now; future: starts when start_at comes; closed: ended, cancelled or unsubscribed.
  status      text NOT NULL CHECK (status IN ('current', 'future', 'closed')),
  renew       boolean NOT NULL DEFAULT true,
  is_trial    boolean NOT NULL DEFAULT false,
  period_days integer NOT NULL,
  paid        bigint NOT NULL,
  next_period_days integer NOT NULL,
  start_at    bigint NOT NULL,
  end_at      bigint NOT NULL,
  created_at  bigint NOT NULL
);
-- One open subscription per viewer and packet: a double POST cannot buy a packet twice.
CREATE UNIQUE INDEX subscriptions_one_open ON subscriptions (user_id, packet_id) WHERE status <> 'closed';
CREATE INDEX subscriptions_user ON subscriptions (user_id, status);

CREATE TABLE agreement_acceptances (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  agreement_id integer NOT NULL REFERENCES agreements (id),
  accepted_at  bigint NOT NULL,
  PRIMARY KEY (user_id, agreement_id)
);
