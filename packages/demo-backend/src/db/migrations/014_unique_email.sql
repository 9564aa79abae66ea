-- 000 §8 (issue 36): an e-mail belongs to one account. The route used to look for another owner and then
-- write, so parallel requests (two backend instances, one PostgreSQL) could each see the address free and
-- all keep it; the unique index decides between them (accounts/emails.ts turns its refusal into the 400).
-- Addresses that already appear twice stay with their first account (lowest id); the later ones lose it.
UPDATE users SET email = NULL
 WHERE email IS NOT NULL
   AND EXISTS (SELECT 1 FROM users older WHERE lower(older.email) = lower(users.email) AND older.id < users.id);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
