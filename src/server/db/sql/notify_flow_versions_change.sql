-- A published flow version is announced on the `row_changes` channel as `flow_versions:all`, once per statement, so
-- every server process loads it without a restart (src/server/flows/published-flows.ts). A server's own
-- connections also get it at once as a notice, code RC002.
CREATE OR REPLACE FUNCTION notify_flow_versions_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('row_changes.delivery', true) = 'notice' THEN RAISE NOTICE USING MESSAGE = 'flow_versions:all', ERRCODE = 'RC002'; END IF;
  PERFORM pg_notify('row_changes', 'flow_versions:all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER flow_versions_row_changes AFTER INSERT OR UPDATE OR DELETE ON flow_versions FOR EACH STATEMENT EXECUTE FUNCTION notify_flow_versions_change();
