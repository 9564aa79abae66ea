-- Push notifications of the demo operator (issue 20; 001 §3 Push notification, §2 Push modal). A real
-- operator sends them through its own push service; the demo keeps a feed per viewer that the web app
-- reads, so a test (or a person) can send one with POST /sink/push and watch the push modal open.
CREATE TABLE push_notifications (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title        text NOT NULL,
  -- Line breaks are kept (the modal shows them).
  body         text NOT NULL,
  icon         text,
  -- The action button's label; the app's default watch label when absent.
  action       text,
  -- {type, id, code, slug, src}: where the action button leads.
  destination  jsonb NOT NULL,
  -- Unix ms; shown from time_start for time_to_live seconds.
  time_start   bigint NOT NULL,
  time_to_live integer NOT NULL,
  -- Set when the viewer closed or followed it (deletePush), so it never shows again.
  removed_at   bigint
);

CREATE INDEX push_notifications_user ON push_notifications (user_id) WHERE removed_at IS NULL;
