-- Row changes announced on the `row_changes` channel, so that every server process drops what it has kept in
-- memory of a changed row (src/server/db/read-cache.ts). The payload is `<table>:<key>`, the key being the column
-- the trigger names; a truncated table is announced as `<table>` alone. Delivered at commit, never for a
-- transaction that rolls back; the committing session receives its own before its COMMIT returns.
CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_key text;
  old_key text;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF new_key IS NOT NULL THEN PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || new_key); END IF;
  IF old_key IS NOT NULL AND old_key IS DISTINCT FROM new_key THEN PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || old_key); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_table_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('row_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_row_changes AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_row_change('id');
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
--> statement-breakpoint
CREATE TRIGGER employers_row_changes AFTER INSERT OR UPDATE OR DELETE ON employers FOR EACH ROW EXECUTE FUNCTION notify_row_change('id');
--> statement-breakpoint
CREATE TRIGGER employers_truncated AFTER TRUNCATE ON employers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
--> statement-breakpoint
CREATE TRIGGER flow_answers_row_changes AFTER INSERT OR UPDATE OR DELETE ON flow_answers FOR EACH ROW EXECUTE FUNCTION notify_row_change('user_id');
--> statement-breakpoint
CREATE TRIGGER flow_answers_truncated AFTER TRUNCATE ON flow_answers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
--> statement-breakpoint
CREATE TRIGGER notifications_row_changes AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION notify_row_change('user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
