-- Issue 40: the viewer experience the operator sees. The SDK's stat pings land here (src/qoe/): one row
-- per viewing, every ping as a raw event in a time-partitioned table, and per-minute rollups the console
-- reads. Times are unix ms; a dimension nobody reported is '' (a primary key cannot hold NULL).

-- One row per viewing (the SDK's view id, new at every load): its dimensions, and the running state the
-- rollups are computed from (src/qoe/apply.ts). `seqs` are the view's call numbers already counted, so a
-- call sent twice (a retry whose first answer was lost) counts once.
CREATE TABLE qoe_views (
  view_id          text PRIMARY KEY,
  stat_id          text NOT NULL DEFAULT '',
  user_id          bigint,
  kind             text NOT NULL DEFAULT '',
  channel_id       text NOT NULL DEFAULT '',
  content_id       text NOT NULL DEFAULT '',
  engine           text NOT NULL DEFAULT '',
  browser          text NOT NULL DEFAULT '',
  device           text NOT NULL DEFAULT '',
  provider         text NOT NULL DEFAULT '',
  first_at         bigint NOT NULL,
  last_at          bigint NOT NULL,
  started          boolean NOT NULL DEFAULT false,
  startup_ms       integer,
  failed           boolean NOT NULL DEFAULT false,
  exited           boolean NOT NULL DEFAULT false,
  ended            boolean NOT NULL DEFAULT false,
  watched_ms       bigint NOT NULL DEFAULT 0,
  rebuffer_count   integer NOT NULL DEFAULT 0,
  rebuffer_ms      bigint NOT NULL DEFAULT 0,
  bitrate_max      bigint NOT NULL DEFAULT 0,
  errors           integer NOT NULL DEFAULT 0,
  last_minute      bigint NOT NULL DEFAULT 0,
  seqs             integer[] NOT NULL DEFAULT '{}'
);
CREATE INDEX qoe_views_first_at ON qoe_views (first_at DESC);
CREATE INDEX qoe_views_user ON qoe_views (user_id, first_at DESC) WHERE user_id IS NOT NULL;

-- Every accepted call, secrets removed, as it came (body) plus what the queries need as columns.
-- Partitioned by day on received_at (src/qoe/partitions.ts makes today's and tomorrow's and drops the
-- old ones); the default partition keeps a row whose day has no partition yet instead of refusing it.
CREATE TABLE qoe_events (
  received_at bigint NOT NULL,
  view_id     text,
  seq         integer,
  kind        text NOT NULL,
  body        jsonb NOT NULL
) PARTITION BY RANGE (received_at);
CREATE TABLE qoe_events_default PARTITION OF qoe_events DEFAULT;
CREATE INDEX qoe_events_view ON qoe_events (view_id, seq);
CREATE INDEX qoe_events_at ON qoe_events (received_at);

-- Additive counters per minute and dimension set: a batch adds its deltas in the transaction that
-- stores its events, so every event is counted exactly once whichever instance wrote it.
CREATE TABLE qoe_rollup_minute (
  minute           bigint NOT NULL,
  channel_id       text NOT NULL,
  content_id       text NOT NULL,
  engine           text NOT NULL,
  browser          text NOT NULL,
  device           text NOT NULL,
  provider         text NOT NULL,
  events           integer NOT NULL DEFAULT 0,
  views            integer NOT NULL DEFAULT 0,
  plays            integer NOT NULL DEFAULT 0,
  failures         integer NOT NULL DEFAULT 0,
  exits            integer NOT NULL DEFAULT 0,
  viewers          integer NOT NULL DEFAULT 0,
  startup_n        integer NOT NULL DEFAULT 0,
  startup_ms_sum   bigint NOT NULL DEFAULT 0,
  watched_ms       bigint NOT NULL DEFAULT 0,
  rebuffer_ms      bigint NOT NULL DEFAULT 0,
  rebuffer_count   integer NOT NULL DEFAULT 0,
  bitrate_weighted double precision NOT NULL DEFAULT 0,
  bitrate_ms       bigint NOT NULL DEFAULT 0,
  bitrate_max      bigint NOT NULL DEFAULT 0,
  errors           integer NOT NULL DEFAULT 0,
  ad_requests      integer NOT NULL DEFAULT 0,
  ad_fills         integer NOT NULL DEFAULT 0,
  ad_starts        integer NOT NULL DEFAULT 0,
  ad_q1            integer NOT NULL DEFAULT 0,
  ad_q2            integer NOT NULL DEFAULT 0,
  ad_q3            integer NOT NULL DEFAULT 0,
  ad_completes     integer NOT NULL DEFAULT 0,
  ad_errors        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, channel_id, content_id, engine, browser, device, provider)
);

-- Startup times as a histogram (bucket i holds ms in [1.1^i, 1.1^(i+1)) × 10, src/qoe/histogram.ts):
-- percentiles over any range and filter from sums, within 5 %.
CREATE TABLE qoe_startup_minute (
  minute     bigint NOT NULL,
  channel_id text NOT NULL,
  content_id text NOT NULL,
  engine     text NOT NULL,
  browser    text NOT NULL,
  device     text NOT NULL,
  provider   text NOT NULL,
  bucket     smallint NOT NULL,
  n          integer NOT NULL,
  PRIMARY KEY (minute, channel_id, content_id, engine, browser, device, provider, bucket)
);

-- Errors by their §8 code (a playback diagnostics code, a licence server's code such as 8002, a VAST code).
CREATE TABLE qoe_error_minute (
  minute     bigint NOT NULL,
  channel_id text NOT NULL,
  content_id text NOT NULL,
  engine     text NOT NULL,
  browser    text NOT NULL,
  device     text NOT NULL,
  provider   text NOT NULL,
  source     text NOT NULL,
  code       text NOT NULL,
  error_type text NOT NULL,
  n          integer NOT NULL,
  PRIMARY KEY (minute, channel_id, content_id, engine, browser, device, provider, source, code, error_type)
);

-- The people who read the console: a sign-in of their own, apart from viewers (src/qoe/operators.ts).
CREATE TABLE operators (
  id            bigserial PRIMARY KEY,
  login         text NOT NULL UNIQUE,
  name          text NOT NULL,
  password_hash text NOT NULL,
  created_at    bigint NOT NULL
);

-- A signed-in console: only the SHA-256 of its bearer token is kept.
CREATE TABLE operator_sessions (
  token_hash  text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at  bigint NOT NULL,
  expires_at  bigint NOT NULL
);
CREATE INDEX operator_sessions_expiry ON operator_sessions (expires_at);
