-- Issue 35 items 2, 3, 8, 9: what bounds guessing and SMS spending lives in the database, so every
-- backend instance on one PostgreSQL counts the same attempts.

-- Fixed-window counters (http/rate-limit-store.ts, accounts/sms-budget.ts): one row per key
-- ("route|address", "sms:phone:…", "sms:account:…"), bumped by one atomic upsert per request.
CREATE TABLE rate_counters (
  key          text PRIMARY KEY,
  window_start bigint NOT NULL,
  window_ms    bigint NOT NULL,
  hits         integer NOT NULL
);
CREATE INDEX rate_counters_end ON rate_counters ((window_start + window_ms));

-- Password sign-in back-off per account (accounts/password-backoff.ts): a failure is counted before
-- the password is compared, and the next try waits once the free ones are spent.
CREATE TABLE sign_in_failures (
  account_key     text PRIMARY KEY,
  failures        integer NOT NULL,
  next_allowed_at bigint NOT NULL,
  updated_at      bigint NOT NULL
);

-- A phone becomes an account's phone (users.phone, which signs in by code) only once a code sent to
-- it was typed back. Until then a registration keeps it here, where it captures nothing.
ALTER TABLE users ADD COLUMN pending_phone text;
CREATE INDEX users_pending_phone ON users (pending_phone) WHERE pending_phone IS NOT NULL;
-- Phones written by POST /v2/users before this migration were never confirmed. Accounts with a
-- password may have been pre-registered on someone else's number, so their phone goes back to
-- pending (their owner confirms it again with PATCH /v2/users/self). Phone-only accounts had no way
-- in but the code, so theirs stays.
UPDATE users SET pending_phone = phone, phone = NULL WHERE phone IS NOT NULL AND password_hash IS NOT NULL;

-- Phones a viewer proved with a code (a code sign-in, a phone change, or a code asked to pay by
-- phone): mobile payments are billed only to the account's phone or one of these.
CREATE TABLE proved_phones (
  user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone     text NOT NULL,
  proved_at bigint NOT NULL,
  PRIMARY KEY (user_id, phone)
);
