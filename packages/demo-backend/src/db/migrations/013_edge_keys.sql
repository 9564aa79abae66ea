-- The keys the media edge signs with (issue 35 item 7): stream URLs of paid and 18+ items carry a short-lived
-- HMAC the media routes check, as CDNs' token authentication does. The key lives here, not in a process, so
-- every backend instance on this database signs and verifies with the same one (a URL one instance hands
-- out, another serves). Made at first start (media/edge-key.ts); deleting the row rotates it, and every
-- signed URL then stops working (the player asks the API again).
CREATE TABLE edge_keys (
  name       text PRIMARY KEY,
  -- 32 random bytes, hex.
  secret     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
