-- A truncated table of the read cache is announced on the `row_changes` channel as `<table>` alone: every row of it
-- changed (docs/read-cache.md). A server's own connections also get it at once as a notice, code RC002.
CREATE OR REPLACE FUNCTION notify_table_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('row_changes.delivery', true) = 'notice' THEN RAISE NOTICE USING MESSAGE = TG_TABLE_NAME, ERRCODE = 'RC002'; END IF;
  PERFORM pg_notify('row_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER employers_truncated AFTER TRUNCATE ON employers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER flow_answers_truncated AFTER TRUNCATE ON flow_answers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER notifications_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER flow_versions_truncated AFTER TRUNCATE ON flow_versions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
