-- Parental control held by the server (issue 35, 000 §4 Parental PIN, §6). Times are unix milliseconds
-- from the app's clock.

-- A parental approval: what a right PIN buys, for one action, one user and the device that asked, until it
-- expires (src/parental/). Only the SHA-256 of the token is kept: it is a random secret the server made,
-- so a fast hash is enough, and a copy of this table signs nothing in.
CREATE TABLE parental_approvals (
  token_hash text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id  bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  action     text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX parental_approvals_user ON parental_approvals (user_id, expires_at);

-- Search history belongs to the profile that searched (001 §7, 000 §6): a child profile is never offered
-- what the adult profile looked for. Rows written before this have no profile.
ALTER TABLE search_history ADD COLUMN profile_id bigint REFERENCES profiles (id) ON DELETE CASCADE;
CREATE INDEX search_history_profile ON search_history (user_id, profile_id, created_at DESC);
