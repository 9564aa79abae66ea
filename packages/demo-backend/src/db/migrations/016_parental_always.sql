-- 000 §4 Parental PIN "remembered … always when the duration is 0" (issue 36): an approval given while the
-- device's duration is 0 has no end of its own. It still ends with the device (ON DELETE CASCADE), when the
-- PIN changes, when a child profile becomes the one watched and when the device's duration becomes a timed
-- one (src/parental/approval-store.ts).
ALTER TABLE parental_approvals ALTER COLUMN expires_at DROP NOT NULL;
