-- Answers and notifications, the tables people write most, no longer NOTIFY inside the writing transaction when
-- the writer is one of this app's server processes (docs/read-cache.md). PostgreSQL takes one lock for every
-- transaction that notifies and holds it through that transaction's durable commit, so such commits happen one
-- at a time (50 people's answer saves fell to a fifth of their rate).
-- A server's connections say `SET row_changes.delivery = 'notice'`. The triggers then also send each changed row
-- as a NOTICE to the writing connection alone, at once and with no lock, and the server forgets those rows when the
-- connection reports the transaction over (so its pool's connections need not LISTEN):
-- - code RC001, answers and notifications: not NOTIFYed; the server announces them to the other processes after
--   the commit, with announce_row_changes below;
-- - code RC002, every other announced table (users and so sign-outs, employers, flow versions, truncations): still
--   NOTIFYed at commit as well, as before.
-- Any other writer (psql, another service) announces by NOTIFY at commit on every table, as before.
CREATE OR REPLACE FUNCTION notify_row_change_by_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('row_changes.delivery', true) = 'notice' THEN
    IF TG_OP <> 'DELETE' THEN RAISE NOTICE USING MESSAGE = TG_TABLE_NAME || ':' || NEW.user_id, ERRCODE = 'RC001'; END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
      RAISE NOTICE USING MESSAGE = TG_TABLE_NAME || ':' || OLD.user_id, ERRCODE = 'RC001';
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || NEW.user_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || OLD.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_row_change_by_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('row_changes.delivery', true) = 'notice' THEN
    IF TG_OP <> 'DELETE' THEN RAISE NOTICE USING MESSAGE = TG_TABLE_NAME || ':' || NEW.id, ERRCODE = 'RC002'; END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id) THEN
      RAISE NOTICE USING MESSAGE = TG_TABLE_NAME || ':' || OLD.id, ERRCODE = 'RC002';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || NEW.id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id) THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_table_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('row_changes.delivery', true) = 'notice' THEN RAISE NOTICE USING MESSAGE = TG_TABLE_NAME, ERRCODE = 'RC002'; END IF;
  PERFORM pg_notify('row_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_flow_versions_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('row_changes.delivery', true) = 'notice' THEN RAISE NOTICE USING MESSAGE = 'flow_versions:all', ERRCODE = 'RC002'; END IF;
  PERFORM pg_notify('row_changes', 'flow_versions:all');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- How a server tells the other processes of the answers and notifications its own transactions changed, after
-- they committed: a transaction of its own that writes nothing durable, so it need not wait for the disk while
-- it holds the lock.
CREATE FUNCTION announce_row_changes(topics text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_notify('row_changes', topic) FROM unnest(topics) AS topic;
END $$;
