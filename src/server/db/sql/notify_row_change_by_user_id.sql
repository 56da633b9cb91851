-- Row changes of the tables whose rows belong to a person (answers, notifications) announced on the `row_changes`
-- channel as `<table>:<user_id>`: one topic for all of a person's rows. These are the tables people write most,
-- so the triggers' WHEN skips any connection that set `row_changes.delivery` (every connection of a server's pool):
-- such a write pays for no trigger call, and the server's code declares each row it writes there (`announceWrite`)
-- and announces it after the commit (docs/read-cache.md). Any other writer (psql, a script) announces by NOTIFY.
CREATE OR REPLACE FUNCTION notify_row_change_by_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || NEW.user_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || OLD.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER flow_answers_row_changes AFTER INSERT OR UPDATE OR DELETE ON flow_answers FOR EACH ROW
  WHEN (current_setting('row_changes.delivery', true) IS DISTINCT FROM 'notice')
  EXECUTE FUNCTION notify_row_change_by_user_id();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER notifications_row_changes AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW
  WHEN (current_setting('row_changes.delivery', true) IS DISTINCT FROM 'notice')
  EXECUTE FUNCTION notify_row_change_by_user_id();
