-- Profiles, the parental PIN and messages (000 §3 Profile, Message; §4 Profile, Parental PIN,
-- Messages; §5 PIN and profile rules). Times are unix milliseconds written by the app's clock.

-- The PIN is kept as the four digits, not a hash: 000 §7 "send the PIN by SMS" must be able to read
-- it back, and a hash of 10 000 possible codes protects nothing. It never leaves the server in an
-- answer; clients see parental_status only.
ALTER TABLE users ADD COLUMN pincode text CHECK (pincode ~ '^[0-9]{4}$');

CREATE TABLE profiles (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 32),
  role           text NOT NULL CHECK (role IN ('adult', 'child')),
  icon_avatar_id integer NOT NULL,
  created_at     bigint NOT NULL
);
CREATE INDEX profiles_user ON profiles (user_id, id);

-- The profile the account is watching as; null until the first profile is made or chosen.
ALTER TABLE users ADD COLUMN active_profile_id bigint REFERENCES profiles (id) ON DELETE SET NULL;

-- Wrong PIN entries, so guessing is cut off per user (src/profiles/pin-policy.ts).
CREATE TABLE pin_attempts (
  user_id      bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures     integer NOT NULL,
  first_at     bigint NOT NULL,
  locked_until bigint
);

CREATE TABLE messages (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title      text NOT NULL,
  text       text NOT NULL,
  created_at bigint NOT NULL,
  read_at    bigint,
  removed    boolean NOT NULL DEFAULT false
);
CREATE INDEX messages_user ON messages (user_id, created_at DESC);
