-- Users, their devices and access tokens, favourites and viewing history (000 §3, §7).
-- Times are unix milliseconds (bigint) written by the app from its injected clock, so tests and the
-- server agree on "now" whatever the database's own clock says.

CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  username      text NOT NULL,
  phone         text UNIQUE,
  email         text,
  first_name    text NOT NULL DEFAULT '',
  is_guest      boolean NOT NULL,
  date_joined   bigint NOT NULL,
  timezone      text NOT NULL DEFAULT 'Europe/Moscow',
  refer_id      text,
  -- scrypt$N$r$p$salt$hash (base64url); null for phone-only users and guests without a password.
  password_hash text
);
-- Ids above the catalogue's (channels, contents, persons), as the in-memory store had them.
ALTER SEQUENCE users_id_seq RESTART WITH 1001;
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE devices (
  id                 bigserial PRIMARY KEY,
  serial             text NOT NULL UNIQUE,
  user_id            bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  login_at           bigint NOT NULL,
  device_type        text NOT NULL DEFAULT 'pc',
  vendor             text NOT NULL DEFAULT 'browser',
  model              text NOT NULL DEFAULT 'web',
  version            text,
  os_name            text,
  os_version         text,
  application_type   text NOT NULL DEFAULT 'web',
  notification_token text,
  settings           jsonb NOT NULL DEFAULT '{"parentalChannels": []}',
  parental_settings  jsonb NOT NULL DEFAULT
    '{"profile": false, "program": false, "vod": false, "channel": false, "pay": false, "settings": false, "duration": 0}'
);
CREATE INDEX devices_user ON devices (user_id, login_at);

-- Only a SHA-256 of each token is kept: a copy of the table hands out no sessions.
CREATE TABLE tokens (
  token_hash text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id  bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  issued_at  bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX tokens_device ON tokens (device_id, issued_at);
CREATE INDEX tokens_expiry ON tokens (expires_at);

CREATE TABLE favorites (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('channel', 'program', 'person', 'content')),
  object_id  bigint NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (user_id, kind, object_id)
);

CREATE TABLE watch_history (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id bigint NOT NULL,
  seconds    double precision NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, content_id)
);

-- One live code per phone, stored hashed; attempts and sends are counted to cut off guessing.
CREATE TABLE otps (
  phone           text PRIMARY KEY,
  code_hash       text NOT NULL,
  sent_at         bigint NOT NULL,
  expires_at      bigint NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  window_start    bigint NOT NULL,
  sends_in_window integer NOT NULL
);
