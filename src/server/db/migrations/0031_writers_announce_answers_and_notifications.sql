-- Answers and notifications, the tables people write most, no longer run a trigger for the server's own writes
-- (issue 24 item 6, docs/read-cache.md). Since 0027 a server connection's write there raised a notice that the
-- server announced after the commit; the call into PL/pgSQL and the notice still cost a quarter of the writes'
-- rate. Now the trigger's WHEN skips any connection that set `row_changes.delivery` (every connection of a server's
-- pool, to 'notice'), so such a write costs nothing beyond the condition; the server's code declares each row it writes there
-- (`announceWrite`) and announces it after the commit. Any other writer (psql, a script, another service) has not
-- set it and announces by NOTIFY at commit, as for every table.
DROP TRIGGER flow_answers_row_changes ON flow_answers;
--> statement-breakpoint
CREATE TRIGGER flow_answers_row_changes AFTER INSERT OR UPDATE OR DELETE ON flow_answers FOR EACH ROW
  WHEN (current_setting('row_changes.delivery', true) IS DISTINCT FROM 'notice')
  EXECUTE FUNCTION notify_row_change_by_user_id();
--> statement-breakpoint
DROP TRIGGER notifications_row_changes ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_row_changes AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW
  WHEN (current_setting('row_changes.delivery', true) IS DISTINCT FROM 'notice')
  EXECUTE FUNCTION notify_row_change_by_user_id();
--> statement-breakpoint
-- What only these two triggers called: the notice branch can no longer be reached.
CREATE OR REPLACE FUNCTION notify_row_change_by_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || NEW.user_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || OLD.user_id);
  END IF;
  RETURN NULL;
END $$;
